import {
  adminPolicy,
  buildHeadersFile,
  CACHE,
  findInlineScripts,
  insertCspMeta,
  buildCsp,
  CSP_REPORT_PATH,
  headerPolicy,
  SITE_POLICY,
} from './security-headers';
import { cspDirectiveProblems } from './csp-directives';

describe('buildCsp and SITE_POLICY', () => {
  const page = buildCsp(['sha256-abc=']);
  const site = SITE_POLICY;

  it('per page: allows only our own scripts, the listed inline hashes and the captcha provider', () => {
    expect(page).toContain(
      "script-src 'self' 'sha256-abc=' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ 'wasm-unsafe-eval';",
    );
    expect(page).toMatch(/^default-src 'self'; /);
    expect(page).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('per page: leaves out frame-ancestors, which browsers ignore (with a warning) in a meta policy', () => {
    expect(page).not.toContain('frame-ancestors');
  });

  it('site-wide: forbids framing, plugins and foreign form targets, and says nothing about scripts', () => {
    expect(site).toContain("frame-ancestors 'none'");
    expect(site).toContain("object-src 'none'");
    expect(site).toContain("base-uri 'self'");
    expect(site).toContain("form-action 'self'");
    expect(site).not.toMatch(/script-src|default-src|connect-src|img-src/);
  });

  it('per page: lets the form talk only to EmailJS and frames only the captcha and the map', () => {
    expect(page).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(page).toContain(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://www.google.com/maps;',
    );
  });

  it('uses only directives every engine understands, and no upgrade-insecure-requests in a page', () => {
    expect(cspDirectiveProblems(page, 'meta')).toEqual([]);
    expect(cspDirectiveProblems(site, 'header')).toEqual([]);
    expect(cspDirectiveProblems(adminPolicy({ localPort: 8081 }), 'header')).toEqual([]);
    expect(page).not.toContain('upgrade-insecure-requests');
  });

  it('adds extra sources to the directive they name', () => {
    const extended = buildCsp([], {
      'script-src': ['https://stats.example'],
      'connect-src': ['https://stats.example'],
    });
    expect(extended).toMatch(/script-src 'self' [^;]* https:\/\/stats\.example;/);
    expect(extended).toContain("connect-src 'self' https://api.emailjs.com https://stats.example;");
  });
});

describe('headerPolicy', () => {
  const header = headerPolicy(['sha256-own='], ['https://stats.example']);

  it('binds every document to our scripts, the given hashes and hosts, and nothing inline or evaluated', () => {
    expect(header).toMatch(
      /^script-src 'self' 'sha256-own=' https:\/\/www\.google\.com\/recaptcha\/ [^;]*https:\/\/stats\.example 'wasm-unsafe-eval';/,
    );
    expect(header).not.toMatch(/'unsafe-(inline|eval)'|'unsafe-hashes'/);
  });

  it('keeps the site-wide rules and reports violations to the report function', () => {
    expect(header).toContain(`${SITE_POLICY}; report-uri ${CSP_REPORT_PATH}; report-to csp`);
  });
});

describe('buildHeadersFile', () => {
  const hashedFiles = Array.from({ length: 40 }, (_, index) => `/chunk-${index}-0123456789abcdef.js`);
  const file = buildHeadersFile(['/app-123.js', ...hashedFiles], 8081);
  const rules = file.split('\n').filter((line) => line.startsWith('/'));

  it('sends the security headers and the site-wide policy on every path', () => {
    expect(file).toMatch(/^\/\*\n( {2}.+\n)* {2}Strict-Transport-Security: max-age=63072000/m);
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
    expect(file).toContain('  Permissions-Policy: camera=()');
    expect(file).toMatch(/^\/\*\n( {2}.+\n)* {2}Content-Security-Policy: [^\n]*frame-ancestors 'none'/m);
    expect(file).toContain('  X-Permitted-Cross-Domain-Policies: none');
    expect(file).toContain('  Cross-Origin-Resource-Policy: same-origin');
    expect(file).toContain(`  Reporting-Endpoints: csp="${CSP_REPORT_PATH}"`);
  });

  it('puts the script baseline with the given hashes in the site-wide header policy', () => {
    const withHashes = buildHeadersFile([], 8081, { hashes: ['sha256-own='] });
    expect(withHashes).toContain(`  Content-Security-Policy: ${headerPolicy(['sha256-own='])}\n`);
  });

  it('caches hashed assets forever and revalidates page data', () => {
    expect(file).toContain(`/static/*\n  Cache-Control: ${CACHE.immutable}`);
    expect(file).toContain(`/app-123.js\n  Cache-Control: ${CACHE.immutable}`);
    expect(file).toContain(`/page-data/*\n  Cache-Control: ${CACHE.revalidate}`);
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache');
  });

  it('has no per-page rules, so it fits Cloudflare Pages (at most 100 rules of 2,000 characters)', () => {
    expect(rules).toHaveLength(5 + 1 + hashedFiles.length + 1);
    expect(rules.length).toBeLessThanOrEqual(100);
    expect(Math.max(...file.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });
});

describe('the editor at /admin/', () => {
  it('lets the editor reach GitHub and the local backend on its port, and nothing else outside', () => {
    const policy = adminPolicy({ localPort: 8123 });
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com http://localhost:8123;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/\*/);
  });

  it('in a deploy build reaches GitHub only: no local backend, nothing on localhost', () => {
    const policy = adminPolicy({ localPort: null });
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com;");
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('is one last rule for /admin/* that replaces the site policy, stays unindexed and frees the login window', () => {
    const file = buildHeadersFile([], 8081);
    const lines = file.slice(file.indexOf('/admin/*')).trimEnd().split('\n');
    // Cloudflare joins two rules' values of one header, so the site's policy is detached before the editor's is set.
    expect(lines).toEqual([
      '/admin/*',
      '  ! Cross-Origin-Opener-Policy',
      '  ! Content-Security-Policy',
      `  Content-Security-Policy: ${adminPolicy({ localPort: 8081 })}`,
      '  X-Robots-Tag: noindex, nofollow',
      `  Cache-Control: ${CACHE.revalidate}`,
    ]);
  });
});

describe('findInlineScripts', () => {
  it('returns executable inline scripts only', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script id="y">b()</script>';
    expect(findInlineScripts(html)).toEqual(['a()', 'b()']);
  });
});

describe('insertCspMeta', () => {
  const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title><script>a()</script></head></html>';

  it('puts the policy right after the charset, before every script', () => {
    const out = insertCspMeta(html, "script-src 'self'");
    expect(out).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><title>`,
    );
  });

  it('is first in <head> when there is no charset meta, and replaces an older policy', () => {
    const once = insertCspMeta('<html><head><title>x</title></head></html>', 'a');
    expect(once).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="a"/><title>x</title></head></html>',
    );
    expect(insertCspMeta(once, 'b')).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="b"/><title>x</title></head></html>',
    );
  });
});

describe('upgrade-insecure-requests', () => {
  it('is in the header of a deploy build only, never in a page policy', () => {
    expect(buildHeadersFile([], null, { hashes: [] }, { https: true })).toMatch(
      /^\/\*\n( {2}.+\n)* {2}Content-Security-Policy: [^\n]*upgrade-insecure-requests/m,
    );
    expect(buildHeadersFile([], 8081)).not.toContain('upgrade-insecure-requests');
    expect(buildCsp([])).not.toContain('upgrade-insecure-requests');
  });
});
