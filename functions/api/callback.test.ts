/** @jest-environment node */
import { onRequestGet } from './callback';

const env = { GITHUB_CLIENT_ID: 'client-123', GITHUB_CLIENT_SECRET: 'secret-456' };
const STATE = 'state-abcdefghijklmnopqrstuvwxyz0123456789';

function request(query: string, cookie: string | null = `__Host-decap_oauth_state=${STATE}`) {
  return new Request(`https://www.example.com/api/callback?${query}`, { headers: cookie ? { Cookie: cookie } : {} });
}

async function popupData(response: Response) {
  const html = await response.text();
  return JSON.parse(/<script type="application\/json" id="login-result">(.*?)<\/script>/s.exec(html)![1]!);
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function githubAnswers(body: unknown, status = 200) {
  const mock = jest.fn(async () => new Response(JSON.stringify(body), { status }));
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

describe('GET /api/callback', () => {
  it("trades GitHub's code for a token and hands Decap {token, provider}", async () => {
    const fetchMock = githubAnswers({ access_token: 'gho_token', token_type: 'bearer', scope: 'repo' });
    const response = await onRequestGet({ request: request(`code=abc&state=${STATE}`), env });
    const data = await popupData(response);
    expect(data).toMatchObject({ status: 'success', content: { token: 'gho_token', provider: 'github' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://github.com/login/oauth/access_token');
    expect(JSON.parse(String(init.body))).toEqual({
      client_id: 'client-123',
      client_secret: 'secret-456',
      code: 'abc',
      redirect_uri: 'https://www.example.com/api/callback',
    });
    expect(response.headers.get('Set-Cookie')).toMatch(/^__Host-decap_oauth_state=;.*Max-Age=0/);
  });

  it('refuses a state that does not match the cookie, or no cookie at all, without asking GitHub', async () => {
    const fetchMock = githubAnswers({ access_token: 'gho_token' });
    for (const req of [
      request('code=abc&state=other'),
      request(`code=abc&state=${STATE}`, null),
      // A cookie without the prefix, as a sibling subdomain could set one for the whole domain.
      request(`code=abc&state=${STATE}`, `decap_oauth_state=${STATE}`),
      // Two cookies of the name: the browser's order decides which comes first, so neither is trusted.
      request(`code=abc&state=${STATE}`, `__Host-decap_oauth_state=${STATE}; __Host-decap_oauth_state=other`),
      request(`code=abc&state=${STATE}`, `__Host-decap_oauth_state=other; __Host-decap_oauth_state=${STATE}`),
    ]) {
      const data = await popupData(await onRequestGet({ request: req, env }));
      expect(data.status).toBe('error');
      expect(data.content.message).toMatch(/not started from this window/);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes on GitHub's refusal in words", async () => {
    const data = await popupData(
      await onRequestGet({
        request: request('error=access_denied&error_description=The+user+has+denied+your+application+access.'),
        env,
      }),
    );
    expect(data.content.message).toMatch(/denied your application access/);
  });

  it('explains a bad code, wrong credentials, a GitHub error status and no answer', async () => {
    githubAnswers({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    let data = await popupData(await onRequestGet({ request: request(`code=old&state=${STATE}`), env }));
    expect(data.content.message).toMatch(/incorrect or expired/);

    githubAnswers({
      error: 'incorrect_client_credentials',
      error_description: 'The client_id and/or client_secret passed are incorrect.',
    });
    data = await popupData(await onRequestGet({ request: request(`code=abc&state=${STATE}`), env }));
    expect(data.content.message).toMatch(/GITHUB_CLIENT_SECRET may be wrong/);

    githubAnswers({}, 502);
    data = await popupData(await onRequestGet({ request: request(`code=abc&state=${STATE}`), env }));
    expect(data.content.message).toMatch(/GitHub answered 502/);

    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    data = await popupData(await onRequestGet({ request: request(`code=abc&state=${STATE}`), env }));
    expect(data.content.message).toMatch(/did not answer/);
  });

  it('names missing secrets and a missing code', async () => {
    let data = await popupData(await onRequestGet({ request: request(`code=abc&state=${STATE}`), env: {} }));
    expect(data.content.message).toMatch(/GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET missing/);
    data = await popupData(await onRequestGet({ request: request(`state=${STATE}`), env }));
    expect(data.content.message).toMatch(/no login code/);
  });
});
