import {
  ALLOWED_SCOPES,
  type FunctionContext,
  githubOrigin,
  missingSecrets,
  popupResponse,
  setupHint,
  stateCookie,
} from '../_lib/oauth-popup';

/**
 * GET /api/auth?provider=github&scope=repo: Decap opens this in its login window. It sends the window on to
 * GitHub's consent page with a fresh `state`, kept in a cookie that only /api/callback reads.
 */
export async function onRequestGet({ request, env }: FunctionContext): Promise<Response> {
  const url = new URL(request.url);
  const missing = missingSecrets(env);
  if (missing.length > 0) {
    return popupResponse(request, {
      message: `the site's login is not set up: ${missing.join(' and ')} missing. ${setupHint}`,
    });
  }
  const provider = url.searchParams.get('provider') ?? 'github';
  if (provider !== 'github') {
    return popupResponse(request, { message: `this site logs in with GitHub only, not "${provider}".` });
  }
  const requested = url.searchParams.get('scope') ?? 'repo';
  const scope = (ALLOWED_SCOPES as readonly string[]).includes(requested) ? requested : 'repo';

  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const state = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const authorize = new URL(`${githubOrigin(env)}/login/oauth/authorize`);
  authorize.searchParams.set('client_id', env.GITHUB_CLIENT_ID!.trim());
  authorize.searchParams.set('redirect_uri', `${url.origin}/api/callback`);
  authorize.searchParams.set('scope', scope);
  authorize.searchParams.set('state', state);
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      'Set-Cookie': stateCookie(request, state, 600),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
