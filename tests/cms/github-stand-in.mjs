// A local GitHub for the editor's login test (tests/cms/login.spec.ts): the OAuth consent page and token
// exchange that functions/api/auth.ts and callback.ts talk to, and the REST calls Decap makes on login.
// Nothing here calls github.com. PORT (from GITHUB_STAND_IN_PORT) sets the port; it listens on 127.0.0.1.
import http from 'node:http';

export const CLIENT_ID = 'stand-in-client';
export const CLIENT_SECRET = 'stand-in-secret';
export const TOKEN = 'gho_standInToken0123456789';
const port = Number(process.env.GITHUB_STAND_IN_PORT ?? 8391);
const repo = process.env.DECAP_GITHUB_REPO ?? 'staropstech/website';

/** What a test can read back: the scope each login asked for. */
const seen = { scopes: [] };

const json = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/login/oauth/authorize') {
    if (url.searchParams.get('client_id') !== CLIENT_ID) return json(res, 404, { message: 'Not Found' });
    seen.scopes.push(url.searchParams.get('scope'));
    const back = (query) => `${url.searchParams.get('redirect_uri')}?${query}&state=${url.searchParams.get('state')}`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    return res.end(`<!doctype html><html lang="en"><title>Authorize application</title><h1>Authorize StarOps editor</h1>
<p>Scope: <span id="scope">${url.searchParams.get('scope')}</span></p>
<a href="${back('code=good-code')}">Authorize</a>
<a href="${back('code=expired-code')}">Authorize with an expired code</a>
<a href="${back('error=access_denied&error_description=The+user+has+denied+your+application+access.')}">Cancel</a></html>`);
  }
  if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
    const body = JSON.parse((await readBody(req)) || '{}');
    if (body.client_id !== CLIENT_ID || body.client_secret !== CLIENT_SECRET) {
      return json(res, 200, {
        error: 'incorrect_client_credentials',
        error_description: 'The client_id and/or client_secret passed are incorrect.',
      });
    }
    if (body.code !== 'good-code') {
      return json(res, 200, {
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      });
    }
    return json(res, 200, { access_token: TOKEN, token_type: 'bearer', scope: 'repo' });
  }
  if (url.pathname === '/test/seen') return json(res, 200, seen);

  // The REST API (tests route https://api.github.com/* here, so the editor's own CSP still applies).
  if (!url.pathname.startsWith('/api/')) return json(res, 404, { message: 'Not Found' });
  if (req.headers.authorization !== `token ${TOKEN}`) return json(res, 401, { message: 'Bad credentials' });
  const api = url.pathname.slice(4);
  if (api === '/user') return json(res, 200, { login: 'asha-editor', name: 'Asha Editor', avatar_url: '' });
  if (api === `/repos/${repo}`) {
    return json(res, 200, {
      full_name: repo,
      owner: { login: repo.split('/')[0] },
      default_branch: 'main',
      permissions: { admin: false, push: true, pull: true },
    });
  }
  if (api.startsWith(`/repos/${repo}/collaborators/`)) return json(res, 200, { permission: 'write' });
  if (api === `/repos/${repo}/pulls`) return json(res, 200, []);
  if (api.startsWith(`/repos/${repo}/git/trees/`)) return json(res, 200, { sha: 'tree', tree: [], truncated: false });
  if (api.startsWith(`/repos/${repo}/branches/`)) {
    return json(res, 200, { name: 'main', commit: { sha: '0'.repeat(40) } });
  }
  return json(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
});

server.listen(port, '127.0.0.1', () => console.log(`GitHub stand-in on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
