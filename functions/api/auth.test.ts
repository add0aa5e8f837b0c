/** @jest-environment node */
import { popupResponse } from '../_lib/oauth-popup';
import { onRequestGet } from './auth';

const env = { GITHUB_CLIENT_ID: 'client-123', GITHUB_CLIENT_SECRET: 'secret-456' };
const call = (url: string, withEnv: Record<string, string> = env) =>
  onRequestGet({ request: new Request(url), env: withEnv });

/** The message the login window hands Decap, read from the page's data block. */
async function popupData(response: Response) {
  const html = await response.text();
  return JSON.parse(/<script type="application\/json" id="login-result">(.*?)<\/script>/s.exec(html)![1]!);
}

describe('GET /api/auth', () => {
  it("sends the window to GitHub's consent page for this site's callback, with a fresh state in a cookie", async () => {
    const response = await call('https://www.example.com/api/auth?provider=github&site_id=www.example.com&scope=repo');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('client-123');
    expect(location.searchParams.get('redirect_uri')).toBe('https://www.example.com/api/callback');
    const state = location.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = response.headers.get('Set-Cookie')!;
    // __Host-: only this host may set it (Secure, Path=/, no Domain), so no sibling subdomain can plant one.
    expect(cookie).toMatch(new RegExp(`^__Host-decap_oauth_state=${state};`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\/;/);
    expect(cookie).not.toMatch(/Domain=/i);
    const again = new URL((await call('https://www.example.com/api/auth?provider=github')).headers.get('Location')!);
    expect(again.searchParams.get('state')).not.toBe(state);
  });

  it('asks GitHub for the narrowest scope Decap needs, never more', async () => {
    const scopeOf = async (query: string) =>
      new URL(
        (await call(`https://www.example.com/api/auth?provider=github${query}`)).headers.get('Location')!,
      ).searchParams.get('scope');
    expect(await scopeOf('&scope=repo')).toBe('repo');
    expect(await scopeOf('&scope=public_repo')).toBe('public_repo');
    expect(await scopeOf('&scope=repo,user')).toBe('repo');
    expect(await scopeOf('&scope=user')).toBe('repo');
    expect(await scopeOf('')).toBe('repo');
  });

  it('names every missing secret in the window and to Decap, instead of failing', async () => {
    const response = await call('https://www.example.com/api/auth?provider=github', {});
    expect(response.status).toBe(400);
    const data = await popupData(response);
    expect(data.status).toBe('error');
    expect(data.content.message).toMatch(/GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET missing/);
    expect(data.content.message).toMatch(/docs\/operations\.md/);
  });

  it('refuses another provider with a message', async () => {
    const data = await popupData(await call('https://www.example.com/api/auth?provider=gitlab'));
    expect(data.content.message).toMatch(/GitHub only/);
  });

  it('uses the GitHub stand-in a test names', async () => {
    const response = await call('http://127.0.0.1:9/api/auth?provider=github', {
      ...env,
      GITHUB_OAUTH_ORIGIN: 'http://127.0.0.1:7/',
    });
    expect(response.headers.get('Location')).toMatch(/^http:\/\/127\.0\.0\.1:7\/login\/oauth\/authorize\?/);
    expect(response.headers.get('Set-Cookie')).not.toMatch(/Secure/);
  });
});

describe('the login window', () => {
  it('allows exactly its own script by hash and keeps values out of script', async () => {
    const response = await popupResponse(new Request('https://www.example.com/api/callback'), {
      message: '</script><script>alert(1)</script>',
    });
    const html = await response.text();
    const policy = response.headers.get('Content-Security-Policy')!;
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    expect(policy).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    expect(policy).toMatch(/default-src 'none'/);
    expect(html).not.toContain('<script>alert(1)');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
