import { originRules, POPUP_SCRIPT } from './oauth-popup';

const PROJECT = 'starops-website';

/**
 * Runs the login window's script exactly as shipped, in a page whose opener is the editor, and returns
 * what it posts to the editor once the editor at `editorOrigin` answers the handshake.
 */
function runWindow(editorOrigin: string, content: object = { token: 'gho_x', provider: 'github' }) {
  const data = {
    status: 'token' in content ? 'success' : 'error',
    content,
    text: 'Logged in.',
    origins: originRules('https://www.example.com', 'https://www.example.com/'),
  };
  document.body.innerHTML = `<p id="status"></p><script type="application/json" id="login-result">${JSON.stringify(data)}</script>`;
  const posted: Array<[unknown, string]> = [];
  Object.defineProperty(window, 'opener', {
    configurable: true,
    value: { postMessage: (message: unknown, target: string) => posted.push([message, target]) },
  });
  new Function(POPUP_SCRIPT)();
  window.dispatchEvent(new MessageEvent('message', { data: 'authorizing:github', origin: editorOrigin }));
  return { posted, status: document.getElementById('status')!.textContent };
}

describe('the login window’s script', () => {
  afterEach(() => {
    Object.defineProperty(window, 'opener', { configurable: true, value: null });
  });

  it('hands the token only to the editor that answered, at its own origin', () => {
    const { posted } = runWindow('https://www.example.com');
    expect(posted[0]).toEqual(['authorizing:github', '*']);
    expect(posted[1]).toEqual([
      'authorization:github:success:{"token":"gho_x","provider":"github"}',
      'https://www.example.com',
    ]);
  });

  it('accepts the site and its www or apex twin', () => {
    for (const origin of ['https://www.example.com', 'https://example.com']) {
      expect(runWindow(origin).posted[1]?.[0]).toMatch(/^authorization:github:success:/);
    }
  });

  it('gives previews, look-alike hosts, sibling subdomains and any other origin no token, but a readable refusal', () => {
    for (const origin of [
      // Previews and the project's other pages.dev addresses run code that no one may have reviewed.
      `https://pr-12.${PROJECT}.pages.dev`,
      `https://3f2a1b9c.${PROJECT}.pages.dev`,
      `https://${PROJECT}.pages.dev`,
      'https://evil.pages.dev',
      // Look-alike hosts.
      'https://www.example.com.evil.net',
      'https://wwwexample.com',
      'https://www.examp1e.com',
      'https://example.com:8443',
      // Sibling subdomains.
      'https://blog.example.com',
      'https://pr-7.www.example.com',
      'http://www.example.com',
      'null',
    ]) {
      const { posted, status } = runWindow(origin);
      expect(JSON.stringify(posted)).not.toContain('gho_x');
      expect(posted[1]?.[0]).toMatch(/^authorization:github:error:.*is not one of its addresses/);
      expect(posted[1]?.[1]).toBe(origin);
      expect(status).toContain('is not one of its addresses');
    }
  });

  it("counts the login's own origin only when it is this machine", () => {
    expect(originRules('http://127.0.0.1:9230', 'https://www.example.com').exact).toEqual([
      'https://www.example.com',
      'https://example.com',
      'http://127.0.0.1:9230',
    ]);
    expect(originRules(`https://pr-7.${PROJECT}.pages.dev`, 'https://www.example.com').exact).toEqual([
      'https://www.example.com',
      'https://example.com',
    ]);
  });

  it('passes an error on to the editor as Decap expects it', () => {
    const { posted } = runWindow('https://www.example.com', { message: 'GitHub said no.' });
    expect(posted[1]?.[0]).toBe('authorization:github:error:{"message":"GitHub said no."}');
  });

  it('ignores messages that are not the handshake', () => {
    const { posted } = runWindow('https://www.example.com');
    window.dispatchEvent(new MessageEvent('message', { data: 'hello', origin: 'https://www.example.com' }));
    expect(posted).toHaveLength(2);
  });
});
