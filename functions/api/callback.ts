import {
  type FunctionContext,
  githubOrigin,
  type LoginResult,
  missingSecrets,
  popupResponse,
  readCookie,
  sameSecret,
  setupHint,
  stateCookie,
  stateCookieName,
} from '../_lib/oauth-popup';

/** GitHub answers within seconds; a hung exchange must end in a message, not a window that never closes. */
const EXCHANGE_TIMEOUT_MS = 10_000;

/**
 * GET /api/callback?code=…&state=…: GitHub sends the login window here. The state must match the cookie
 * /api/auth set; the code is traded for a token, which the page hands to the editor (Decap's protocol).
 */
export async function onRequestGet({ request, env }: FunctionContext): Promise<Response> {
  const clear = { 'Set-Cookie': stateCookie(request, '', 0) };
  const result = await login(request, env);
  return popupResponse(request, result, clear);
}

async function login(request: Request, env: FunctionContext['env']): Promise<LoginResult> {
  const url = new URL(request.url);
  const missing = missingSecrets(env);
  if (missing.length > 0) {
    return { message: `the site's login is not set up: ${missing.join(' and ')} missing. ${setupHint}` };
  }
  const denied = url.searchParams.get('error');
  if (denied) {
    return {
      message: `GitHub said "${url.searchParams.get('error_description') ?? denied}". Close this window and try again.`,
    };
  }
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const expected = readCookie(request, stateCookieName(request));
  if (!code || !state) return { message: 'GitHub sent no login code. Close this window and log in again.' };
  if (!expected || !sameSecret(state, expected)) {
    return {
      message:
        'this login was not started from this window or took longer than ten minutes. Close it and log in again.',
    };
  }

  let answer: { access_token?: string; error?: string; error_description?: string };
  try {
    const response = await fetch(`${githubOrigin(env)}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'starops-editor-login' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID!.trim(),
        client_secret: env.GITHUB_CLIENT_SECRET!.trim(),
        code,
        redirect_uri: `${url.origin}/api/callback`,
      }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
    if (!response.ok)
      return { message: `GitHub answered ${response.status} when asked for a token. Try again in a minute.` };
    answer = await response.json();
  } catch {
    return { message: 'GitHub did not answer when asked for a token. Check your connection and try again.' };
  }
  if (answer.error || !answer.access_token) {
    const why = answer.error_description ?? answer.error ?? 'no token in its answer';
    const hint =
      answer.error === 'incorrect_client_credentials'
        ? ` GITHUB_CLIENT_SECRET may be wrong. ${setupHint}`
        : ' Close this window and log in again.';
    return { message: `GitHub refused the login: ${why}.${hint}` };
  }
  return { token: answer.access_token, provider: 'github' };
}
