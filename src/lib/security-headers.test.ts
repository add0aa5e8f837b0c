import { buildCsp, buildHeadersFile, CACHE } from './security-headers';

describe('buildCsp', () => {
  const csp = buildCsp(['sha256-abc=']);
  it('allows only our own scripts, the listed inline hashes and the captcha provider', () => {
    expect(csp).toContain(
      "script-src 'self' 'sha256-abc=' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ 'wasm-unsafe-eval';",
    );
    expect(csp).not.toContain("'unsafe-inline' https://www.google.com/recaptcha");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  });
  it('allows no analytics host unless one is configured', () => {
    expect(csp).not.toContain('plausible');
    expect(buildCsp([], { analyticsOrigin: null })).toBe(buildCsp([]));
  });
  it('allows the configured analytics origin to load its script and receive events, nothing more', () => {
    const withAnalytics = buildCsp(['sha256-abc='], { analyticsOrigin: 'https://stats.example.com' });
    expect(withAnalytics).toMatch(/script-src [^;]* https:\/\/stats\.example\.com;/);
    expect(withAnalytics).toContain("connect-src 'self' https://api.emailjs.com https://stats.example.com;");
    expect(withAnalytics.match(/stats\.example\.com/g)).toHaveLength(2);
  });
  it('lets the form talk only to EmailJS and frames only the captcha and the map', () => {
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(csp).toContain(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://www.google.com/maps;',
    );
  });
  it('forbids plugins, framing and foreign form targets', () => {
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
  });
});

describe('buildHeadersFile', () => {
  const file = buildHeadersFile({
    pages: new Map([
      ['/', ['sha256-home=']],
      ['/about/', ['sha256-about=']],
    ]),
    hashedFiles: ['/app-123.js'],
  });
  it('sends the security headers on every path', () => {
    expect(file).toMatch(/^\/\*\n( {2}.+\n)* {2}Strict-Transport-Security: max-age=63072000/m);
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
    expect(file).toContain('  Permissions-Policy: camera=()');
  });
  it('caches hashed assets forever and revalidates HTML and page data', () => {
    expect(file).toContain(`/static/*\n  Cache-Control: ${CACHE.immutable}`);
    expect(file).toContain(`/app-123.js\n  Cache-Control: ${CACHE.immutable}`);
    expect(file).toContain(`/page-data/*\n  Cache-Control: ${CACHE.revalidate}`);
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache');
  });
  it('gives each page a CSP with its own inline-script hashes, with and without the trailing slash', () => {
    expect(file).toMatch(/\/about\/\n {2}Cache-Control: [^\n]*\n {2}Content-Security-Policy: [^\n]*'sha256-about='/);
    expect(file).toMatch(/\/about\n {2}Cache-Control: [^\n]*\n {2}Content-Security-Policy: [^\n]*'sha256-about='/);
    expect(file).not.toMatch(/\/about\/\n {2}Cache-Control: [^\n]*\n {2}Content-Security-Policy: [^\n]*'sha256-home='/);
  });
});
