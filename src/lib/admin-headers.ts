/**
 * Headers of the editor at /admin/ (issue 17), kept apart from the public pages' rules. Decap CMS
 * needs: its own scripts (its bundle compiles validators with `new Function`, hence 'unsafe-eval',
 * which no public page gets), inline styles, images from GitHub, the GitHub API, the OAuth proxy's
 * login window, and in local editing the decap-server on localhost.
 */
export function adminPolicy({ authUrl, localPort }: { authUrl?: string; localPort: number }): string {
  const auth = authUrl ? [new URL(authUrl).origin] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    [
      'img-src',
      ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    ],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https://api.github.com', ...auth, `http://localhost:${localPort}`]],
    ['frame-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...auth]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * The `_headers` rule for /admin/*: its own CSP, never indexed, always revalidated, and without the
 * site-wide Cross-Origin-Opener-Policy (`!` detaches it, Cloudflare Pages syntax), because the
 * GitHub login window reports back to the editor through window.opener.
 */
export function adminHeadersBlock(options: { authUrl?: string; localPort: number }): string {
  return [
    '/admin/*',
    `  Content-Security-Policy: ${adminPolicy(options)}`,
    '  X-Robots-Tag: noindex, nofollow',
    '  Cache-Control: public, max-age=0, must-revalidate',
    '  ! Cross-Origin-Opener-Policy',
  ].join('\n');
}
