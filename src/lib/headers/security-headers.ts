/**
 * Security and caching headers for the static host (product-rules §3). The policy comes in two parts,
 * so `_headers` stays a handful of rules whatever the number of pages (hosts such as Cloudflare Pages
 * read at most 100 rules of at most 2,000 characters): one site-wide `/*` header rule, and a `<meta>`
 * policy first in each page's `<head>` with the hashes of its own inline scripts. A resource must pass both.
 */

const THIRD_PARTY = {
  emailApi: 'https://api.emailjs.com',
  captchaScripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  captchaFrames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  mapFrame: 'https://www.google.com/maps',
} as const;

/** A public page's directives, in its meta policy only (a site-wide one would bind /admin/ too); no unsafe scripts. */
const pageDirectives = (hashes: readonly string[]) => ({
  'default-src': ["'self'"],
  // 'wasm-unsafe-eval' lets site search (Pagefind) compile its WebAssembly; it allows no JavaScript eval.
  'script-src': ["'self'", ...hashes, ...THIRD_PARTY.captchaScripts, "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https://www.gstatic.com'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", THIRD_PARTY.emailApi],
  'frame-src': [...THIRD_PARTY.captchaFrames, THIRD_PARTY.mapFrame],
  'worker-src': ["'self'"],
  // No manifest-src: WebKit does not know it (a console error on every page); the manifest falls back to
  // default-src 'self', the same rule. Only directives all engines understand (csp-directives.ts).
});

/**
 * What every path shares; each meta policy repeats it but `frame-ancestors`, which browsers ignore in `<meta>`.
 * `upgrade-insecure-requests` is never in a page's own policy (csp-directives.ts forbids it there), and in the
 * header only for a deploy build (`headerPolicy`'s `https`): WebKit, unlike Chromium and Firefox, applies it to
 * http://127.0.0.1 too and fails every script, font and image of a locally served build, while a deployed
 * site is https only. It is belt and braces there: every fetch directive lists only 'self' and https origins.
 */
const SITE_WIDE = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

type Directives = Record<string, readonly string[]>;

/** `{ 'base-uri': ["'self'"] }` → `base-uri 'self'`, with any `extra` sources added to their directive. */
const policy = (directives: Directives, extra: Partial<Directives> = {}) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values, ...(extra[name] ?? [])].join(' '))
    .join('; ');

/** A page's meta policy: `buildCsp(['sha256-abc='])` → `default-src 'self'; script-src 'self' 'sha256-abc=' …`. */
export function buildCsp(scriptHashes: readonly string[], extraSources: Partial<Directives> = {}): string {
  const { 'frame-ancestors': _headerOnly, ...inMeta } = SITE_WIDE;
  return policy({ ...pageDirectives(scriptHashes.map((hash) => `'${hash}'`)), ...inMeta }, extraSources);
}

export const SITE_POLICY = policy(SITE_WIDE);

/** Where browsers send Content-Security-Policy violation reports (a Pages Function: functions/api/csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';

/**
 * The site-wide header policy: SITE_POLICY plus a script baseline that binds every document, those without a meta
 * policy too (an SVG, an XML feed opened in a tab): our own files, the build's own inline scripts by hash
 * (src/lib/headers/inline-scripts.ts), the captcha provider and `extraScripts` (the analytics host), nothing
 * inline or evaluated. Violations are reported (report-to for Chromium, report-uri for the others).
 */
export function headerPolicy(
  scriptHashes: readonly string[],
  extraScripts: readonly string[] = [],
  { https = false }: { https?: boolean } = {},
): string {
  return policy({
    'script-src': [
      "'self'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...THIRD_PARTY.captchaScripts,
      ...extraScripts,
      "'wasm-unsafe-eval'",
    ],
    ...SITE_WIDE,
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    'report-uri': [CSP_REPORT_PATH],
    'report-to': ['csp'],
  });
}

/**
 * The editor at /admin/ (product-rules §6 Editors). Decap's bundle compiles validators with `new Function`, hence
 * 'unsafe-eval', which no public page gets. Local builds let it reach decap-server on localhost; a deploy
 * build (`localPort` null) does not.
 */
export const adminPolicy = ({ localPort }: { localPort: number | null }): string => {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'blob:',
      'https://api.github.com',
      ...(localPort === null ? [] : [`http://localhost:${localPort}`]),
    ],
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    ...SITE_WIDE,
  });
};

const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Old Flash/PDF readers may not load cross-domain policy files from the site.
  'X-Permitted-Cross-Domain-Policies': 'none',
  // No other site may embed our responses (Spectre-style reads); the map, captcha and fonts are loaded by us, so
  // this header on our responses does not touch them.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
};

export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

/**
 * The `_headers` file (Cloudflare Pages format); `hashedFiles` are content-hashed root files
 * (e.g. `/app-1a2b.js`). HTML keeps the hosts' default `max-age=0, must-revalidate`.
 */
export function buildHeadersFile(
  hashedFiles: readonly string[],
  adminLocalPort: number | null,
  scripts: { hashes: readonly string[]; extra?: readonly string[] } = { hashes: [] },
  { https = false }: { https?: boolean } = {},
): string {
  // `detach` lines come first: Cloudflare then drops the earlier rule's header, not this rule's own.
  const block = (path: string, headers: Record<string, string>, detach: readonly string[] = []) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n');
  const blocks = [
    '# Generated by the build (src/lib/headers/security-headers.ts). Do not edit: change the source and rebuild.',
    '# Each page adds its own policy (default-src, its inline-script hashes) in a <meta> first in <head>.',
    // Hosts merge every matching rule, so each header is set by exactly one rule for any path.
    block('/*', {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': headerPolicy(scripts.hashes, scripts.extra, { https }),
    }),
    block('/static/*', { 'Cache-Control': CACHE.immutable }),
    block('/fonts/*', { 'Cache-Control': 'public, max-age=2592000' }),
    block('/page-data/*', { 'Cache-Control': CACHE.revalidate }),
    block('/sw.js', { 'Cache-Control': 'no-cache' }),
    ...hashedFiles.map((file) => block(file, { 'Cache-Control': CACHE.immutable })),
    // The editor: its own policy instead of the site-wide one (whose script baseline has no 'unsafe-eval'). Cloudflare
    // joins two rules' values of one header into two policies that must both pass, so `!` detaches the site's first.
    // Never indexed, and without the site-wide Cross-Origin-Opener-Policy: the login window reports back through
    // window.opener.
    block(
      '/admin/*',
      {
        'Content-Security-Policy': adminPolicy({ localPort: adminLocalPort }),
        'X-Robots-Tag': 'noindex, nofollow',
        'Cache-Control': CACHE.revalidate,
      },
      ['Cross-Origin-Opener-Policy', 'Content-Security-Policy'],
    ),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** The bodies of a page's executable inline scripts (JSON-LD and JSON data are not subject to script-src). */
export function findInlineScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? '');
}

/**
 * Puts the page's policy before any script, so it covers all of them, yet after `<meta charset>`, which
 * must stay in the first 1,024 bytes; replaces an earlier one on a rebuild.
 */
export function insertCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/, '');
  const head = /<head[^>]*>\s*<meta charset="utf-8"\s*\/?>/i.exec(withoutOld) ?? /<head[^>]*>/i.exec(withoutOld);
  if (!head) throw new Error('HTML file without <head>: cannot add its Content-Security-Policy');
  const at = head.index + head[0].length;
  return `${withoutOld.slice(0, at)}${tag}${withoutOld.slice(at)}`;
}
