/**
 * The editors' GitHub login for Decap CMS (docs/operations.md, "GitHub login"), as Cloudflare Pages Functions:
 * /api/auth sends the login window to GitHub, /api/callback trades GitHub's code for a token and hands it to
 * the editor through Decap's popup protocol. Plain Web APIs only, so the same code runs in workerd and in Jest.
 *
 * The protocol (decap-cms-lib-auth, netlify-auth.js): the window posts `authorizing:github` to its opener;
 * the editor answers with the same text, which tells the window the editor's origin; the window then posts
 * `authorization:github:success:{"token":…,"provider":"github"}` or `authorization:github:error:{"message":…}`
 * to that origin only. Decap accepts these messages only from its `base_url`, the origin serving these functions.
 */
import site from '../../content/site/site.json';

/** Decap's GitHub backend asks for `repo` (private repositories) or `public_repo`; nothing wider is granted. */
export const ALLOWED_SCOPES = ['repo', 'public_repo'] as const;
/**
 * The state cookie's name. Over https it is `__Host-`: the browser then takes it only from this very host with
 * `Secure` and `Path=/`, so no sibling subdomain can plant one that the callback would read first.
 */
export const STATE_COOKIE = '__Host-decap_oauth_state';
/** Over plain http (only `wrangler pages dev` on this machine) browsers refuse a `__Host-` cookie. */
export const LOCAL_STATE_COOKIE = 'decap_oauth_state';

export interface LoginEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Tests only: a local GitHub stand-in instead of https://github.com. */
  GITHUB_OAUTH_ORIGIN?: string;
}

/** What Pages hands a function; typed here so the functions need no Workers type package. */
export interface FunctionContext {
  request: Request;
  env: LoginEnv;
}

export const githubOrigin = (env: LoginEnv): string =>
  (env.GITHUB_OAUTH_ORIGIN?.trim() || 'https://github.com').replace(/\/+$/, '');

/** Names every missing secret, so the owner's one fix is in the first message. */
export function missingSecrets(env: LoginEnv): string[] {
  return (['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'] as const).filter((name) => !env[name]?.trim());
}

export type LoginResult = { token: string; provider: 'github' } | { message: string };
export interface OriginRules {
  /** The editor origins that may receive the token. */
  exact: string[];
}

/** Whether an origin is this machine (`wrangler pages dev`): never the address of a deployed login. */
const isLoopback = (origin: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(origin);

/**
 * The editor origins the login hands a token to: the site's address and its www/apex twin, nothing else. Previews
 * (`pr-<n>.<project>.pages.dev`) run code nobody has reviewed, so they are for reading; a look-alike host or a
 * sibling subdomain is refused too. The login's own origin counts only when it is this machine (local tests).
 */
export function originRules(ownOrigin: string, siteUrl: string = site.url): OriginRules {
  const siteOrigin = new URL(siteUrl).origin;
  const host = new URL(siteOrigin).host;
  const twin = host.startsWith('www.') ? host.slice(4) : `www.${host}`;
  const exact = [siteOrigin, `https://${twin}`, ...(isLoopback(ownOrigin) ? [ownOrigin] : [])];
  return { exact: [...new Set(exact)] };
}

/**
 * The login window's script, shipped as literal source text: wrangler's bundler adds helpers (`__name`) to
 * compiled functions, so a function's `toString()` would not run on its own in the window. It reads the
 * result and the allowed origins from JSON data (never from script), hands the token only to an allowed
 * editor origin, and tells any other origin why it gets none. Tested as this text in oauth-popup.test.ts.
 */
export const POPUP_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('login-result').textContent);
  var rules = data.origins;
  function allowed(origin) {
    return rules.exact.indexOf(origin) >= 0;
  }
  function say(text) { document.getElementById('status').textContent = text; }
  var opener = window.opener;
  if (!opener) { say(data.text + ' You can close this window.'); return; }
  window.addEventListener('message', function (event) {
    if (event.data !== 'authorizing:github') return;
    if (allowed(event.origin)) {
      opener.postMessage('authorization:github:' + data.status + ':' + JSON.stringify(data.content), event.origin);
      say(data.text);
      return;
    }
    var refusal = 'This login only works for the site\\'s own editor; ' + event.origin + ' is not one of its addresses.';
    opener.postMessage('authorization:github:error:' + JSON.stringify({ message: refusal }), event.origin);
    say(refusal);
  });
  // The handshake carries no secret, and the editor's origin is not known until it answers.
  opener.postMessage('authorizing:github', '*');
})();`;

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The login window's page: it reports `result` to the editor (Decap shows an error's message) and shows it
 * in words. Its own strict policy allows just its script; no opener policy, which would cut the window off.
 */
export async function popupResponse(
  request: Request,
  result: LoginResult,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const ok = 'token' in result;
  const text = ok ? 'Logged in. This window closes by itself.' : `GitHub login failed: ${result.message}`;
  const data = {
    status: ok ? 'success' : 'error',
    content: result,
    text,
    origins: originRules(new URL(request.url).origin),
  };
  // `<` is escaped so no value can close the data block.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>GitHub login · StarOps editor</title></head>
<body style="font: 16px/1.5 system-ui, sans-serif; margin: 2rem; max-width: 40rem">
<h1 style="font-size: 1.25rem">Content editor login</h1>
<p id="status" role="status">${escapeHtml(ok ? 'Finishing the login…' : text)}</p>
<script type="application/json" id="login-result">${json}</script>
<script>${POPUP_SCRIPT}</script>
</body></html>`;
  const scriptHash = await sha256Base64(POPUP_SCRIPT);
  return new Response(html, {
    status: ok ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${scriptHash}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      ...extraHeaders,
    },
  });
}

/**
 * The one value of a cookie in the request's `Cookie` header; null when it is missing or sent more than once (a
 * second cookie of that name is not ours: which one a server reads first is the browser's order, not ours).
 */
export function readCookie(request: Request, name: string): string | null {
  const values: string[] = [];
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) values.push(value.join('='));
  }
  return values.length === 1 ? values[0]! : null;
}

/** The state cookie's name for this request: `__Host-` over https, the plain name on this machine's http. */
export const stateCookieName = (request: Request): string =>
  new URL(request.url).protocol === 'https:' ? STATE_COOKIE : LOCAL_STATE_COOKIE;

/** The state cookie: HttpOnly, host-only, Secure over https (hence `__Host-`), and it lasts ten minutes. */
export function stateCookie(request: Request, value: string, maxAge: number): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${stateCookieName(request)}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** Compares two secrets in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export const setupHint =
  'Set each in Cloudflare Pages → Settings → Variables and Secrets, then redeploy (docs/operations.md, section 1.6).';
