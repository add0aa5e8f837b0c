import { adminHeadersBlock, adminPolicy } from './admin-headers';

describe('admin headers', () => {
  it('lets the editor reach GitHub and the local backend on its port, and nothing else outside', () => {
    const policy = adminPolicy({ localPort: 8123 });
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com http://localhost:8123;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/\*/);
  });

  it('is one rule for /admin/* that keeps the editor out of search engines and frees the login window', () => {
    const lines = adminHeadersBlock({ localPort: 8081 }).split('\n');
    expect(lines[0]).toBe('/admin/*');
    expect(lines).toContain('  X-Robots-Tag: noindex, nofollow');
    expect(lines).toContain('  ! Cross-Origin-Opener-Policy');
    expect(lines.filter((line) => line.startsWith('  Content-Security-Policy: '))).toHaveLength(1);
  });
});
