/**
 * @jest-environment node
 */
import { onRequestPost, summariseReports } from '../../functions/api/csp-report';

const post = (body: string, type: string) =>
  onRequestPost({
    request: new Request('https://www.example.com/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    }),
  });

describe('the CSP report function', () => {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  afterEach(() => log.mockClear());

  it('logs a report-uri report as page path, directive and blocked origin only', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'https://www.example.com/contact/?name=Jane+Doe&email=jane@example.com',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/steal.js?token=abc',
        'script-sample': 'alert(document.cookie)',
        disposition: 'enforce',
      },
    };
    const response = await post(JSON.stringify(report), 'application/csp-report');
    expect(response.status).toBe(204);
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]![0]);
    expect(JSON.parse(line)).toEqual({
      cspViolation: {
        page: '/contact/',
        directive: 'script-src-elem',
        blocked: 'https://evil.example',
        disposition: 'enforce',
      },
    });
    expect(line).not.toMatch(/Jane|jane@|token|cookie/);
  });

  it('reads the Reporting API format, ignoring other report types', async () => {
    const reports = [
      {
        type: 'csp-violation',
        body: { documentURL: 'https://x/blog/a/', effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect(summariseReports(reports)).toEqual([
      { page: '/blog/a/', directive: 'script-src-elem', blocked: 'inline', disposition: 'enforce' },
    ]);
    expect((await post(JSON.stringify(reports), 'application/reports+json')).status).toBe(204);
  });

  it('refuses what is not a report: other types, broken JSON, oversized bodies', async () => {
    expect((await post('{}', 'text/plain')).status).toBe(415);
    expect((await post('{', 'application/csp-report')).status).toBe(400);
    expect((await post(JSON.stringify({ x: 'y'.repeat(70_000) }), 'application/csp-report')).status).toBe(413);
    expect(summariseReports({ hello: 1 })).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});
