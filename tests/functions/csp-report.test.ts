/**
 * @jest-environment node
 */
import {
  LOG_LINES_PER_MINUTE,
  MAX_BYTES,
  mayLog,
  onRequestPost,
  readCapped,
  summariseReports,
} from '../../functions/api/csp-report';

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
    // Only the two report types: plain JSON is not what a browser sends.
    expect((await post('{"csp-report":{}}', 'application/json')).status).toBe(415);
    expect((await post('{', 'application/csp-report')).status).toBe(400);
    expect((await post(JSON.stringify({ x: 'y'.repeat(70_000) }), 'application/csp-report')).status).toBe(413);
    expect(summariseReports({ hello: 1 })).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('refuses a body that declares more than the cap without reading it', async () => {
    const request = new Request('https://www.example.com/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'content-length': String(MAX_BYTES + 1) },
      body: '{}',
    });
    expect((await onRequestPost({ request })).status).toBe(413);
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading a body that declares no length once it passes the cap', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(4096).fill(32));
        if (pulled > 1000) controller.close();
      },
    });
    const request = new Request('https://www.example.com/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await readCapped(request, MAX_BYTES)).toBeNull();
    expect(pulled).toBeLessThan(MAX_BYTES / 4096 + 3);
  });

  it('logs only validated values: a forged field becomes "other"', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'https://www.example.com/a"}{"admin":true/',
        'effective-directive': 'script-src\nFAKE LOG LINE',
        'blocked-uri': 'javascript:alert(1)',
        disposition: 'enforce"',
      },
    };
    expect(summariseReports(report)).toEqual([
      // Only the known directive's name is kept, never the text after it.
      { page: 'other', directive: 'script-src', blocked: 'other', disposition: 'enforce' },
    ]);
    expect(summariseReports({ 'csp-report': { 'effective-directive': 'made-up-src' } })[0]!.directive).toBe('other');
  });

  it('logs at most its lines a minute and then says how many it left out', () => {
    const start = 1_700_000_000_000 - (1_700_000_000_000 % 60_000) + 60_000 * 7;
    const allowed = Array.from({ length: LOG_LINES_PER_MINUTE + 5 }, () => mayLog(start)).filter(Boolean);
    expect(allowed).toHaveLength(LOG_LINES_PER_MINUTE);
    log.mockClear();
    expect(mayLog(start + 60_000)).toBe(true);
    expect(log).toHaveBeenCalledWith(JSON.stringify({ cspReportsNotLogged: 5 }));
  });
});
