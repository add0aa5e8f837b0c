/**
 * Security and caching headers for the static host (product-rules §3). The policy is
 * delivered in two parts, so `_headers` stays a handful of rules whatever the number of pages (hosts
 * such as Cloudflare Pages read at most 100 rules of at most 2,000 characters):
 * - `header`: one `/*` rule with the site-wide directives, including those a `<meta>` policy cannot
 *   carry (`frame-ancestors`), and no `script-src`/`default-src` (those would apply to every page).
 * - `meta`: each built HTML file starts its `<head>` with `<meta http-equiv="Content-Security-Policy">`
 *   holding `default-src` and `script-src` with the hashes of that page's own inline scripts.
 * A browser enforces both; a resource must pass each of them.
 */

const THIRD_PARTY = {
  emailApi: 'https://api.emailjs.com',
  captchaScripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  captchaFrames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  mapFrame: 'https://www.google.com/maps',
} as const;

/**
 * The resource directives of a public page, in its meta policy only: another part of the site with its
 * own needs (the editor at /admin/) adds its own policy, and a site-wide one would block it. Scripts: our
 * own files, the captcha provider and the page's inline scripts by hash; never 'unsafe-inline' or 'unsafe-eval'.
 */
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
  'manifest-src': ["'self'"],
});

/**
 * The site-wide header policy: the structural protections every path shares (framing, plugins, base URL,
 * form targets, HTTPS). Each page's meta policy repeats them, except `frame-ancestors`, which browsers
 * ignore (with a console warning) in a `<meta>` policy.
 */
const SITE_WIDE = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
};

type Directives = Record<string, readonly string[]>;

/** `{ 'base-uri': ["'self'"] }` → `base-uri 'self'`, with any `extra` sources added to their directive. */
const policy = (directives: Directives, extra: Partial<Directives> = {}) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values, ...(extra[name] ?? [])].join(' '))
    .join('; ');

/**
 * A public page's meta policy, allowing its inline scripts by their 'sha256-…' hashes, with more sources
 * per directive in `extraSources` (e.g. `{ 'script-src': ['https://analytics.example'] }`). Example:
 * `buildCsp(['sha256-abc='])` → `default-src 'self'; script-src 'self' 'sha256-abc=' …`.
 */
export function buildCsp(
  scriptHashes: readonly string[],
  extraSources: Partial<Record<keyof ReturnType<typeof pageDirectives>, readonly string[]>> = {},
): string {
  const { 'frame-ancestors': _headerOnly, ...inMeta } = SITE_WIDE;
  return policy({ ...pageDirectives(scriptHashes.map((hash) => `'${hash}'`)), ...inMeta }, extraSources);
}

/** The policy of the site-wide `/*` header rule. */
export const SITE_POLICY = policy(SITE_WIDE);

/**
 * The editor at /admin/ (issue 17), kept apart from the public pages' rules. Decap CMS needs: its own
 * scripts (its bundle compiles validators with `new Function`, hence 'unsafe-eval', which no public
 * page gets), inline styles, images from GitHub (avatars, repository files) and the GitHub API, and in
 * local editing the decap-server on localhost. The login window (the OAuth proxy) is a separate window
 * with its own origin and needs nothing here.
 */
export const adminPolicy = ({ localPort }: { localPort: number }): string => {
  const { 'upgrade-insecure-requests': _notInEditor, ...structural } = SITE_WIDE;
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
    'connect-src': ["'self'", 'blob:', 'https://api.github.com', `http://localhost:${localPort}`],
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    ...structural,
  });
};

export const SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

/**
 * The `_headers` file: a path line, then indented `Name: value` lines (Netlify/Cloudflare Pages format).
 * `hashedFiles` are content-hashed files at the site root that never change (e.g. `/app-1a2b.js`), and
 * `adminLocalPort` the local decap-server's port, which the editor's policy allows. Its size depends on
 * the code (hashed bundles), never on the number of pages. HTML keeps the hosts' default `max-age=0, must-revalidate`.
 */
export function buildHeadersFile(hashedFiles: readonly string[], adminLocalPort: number): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    '# Generated by the build (src/lib/headers/security-headers.ts). Do not edit: change the source and rebuild.',
    '# Each page adds its script-src (with its inline-script hashes) in a <meta> policy first in <head>.',
    // Hosts merge every matching rule, so each header is set by exactly one rule for any path.
    block('/*', { ...SECURITY_HEADERS, 'Content-Security-Policy': SITE_POLICY }),
    block('/static/*', { 'Cache-Control': CACHE.immutable }),
    block('/fonts/*', { 'Cache-Control': 'public, max-age=2592000' }),
    block('/page-data/*', { 'Cache-Control': CACHE.revalidate }),
    block('/sw.js', { 'Cache-Control': 'no-cache' }),
    ...hashedFiles.map((file) => block(file, { 'Cache-Control': CACHE.immutable })),
    // The editor: its own policy, never indexed, and without the site-wide Cross-Origin-Opener-Policy
    // (`!` detaches it, Cloudflare Pages syntax): the GitHub login window reports back through window.opener.
    block('/admin/*', {
      'Content-Security-Policy': adminPolicy({ localPort: adminLocalPort }),
      'X-Robots-Tag': 'noindex, nofollow',
      'Cache-Control': CACHE.revalidate,
    }) + '\n  ! Cross-Origin-Opener-Policy',
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The bodies of a page's executable inline scripts (JSON-LD is data, not subject to script-src).
 * Example: `<script>a()</script><script src="/x.js"></script>` → `['a()']`.
 */
export function findInlineScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? '');
}

const META_CSP = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;

/**
 * Puts the page's policy at the top of `<head>` (after `<meta charset>`, which must stay in the first
 * 1,024 bytes), before any script, so it covers all of them; replaces an earlier one on a rebuild.
 * Example: `<head><meta charset="utf-8"/><title>` → `<head><meta charset="utf-8"/><meta http-equiv=… ><title>`.
 */
export function insertCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const withoutOld = html.replace(META_CSP, '');
  const head = /<head[^>]*>\s*<meta charset="utf-8"\s*\/?>/i.exec(withoutOld) ?? /<head[^>]*>/i.exec(withoutOld);
  if (!head) throw new Error('HTML file without <head>: cannot add its Content-Security-Policy');
  const at = head.index + head[0].length;
  return `${withoutOld.slice(0, at)}${tag}${withoutOld.slice(at)}`;
}
