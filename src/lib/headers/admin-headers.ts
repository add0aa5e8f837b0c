/**
 * Headers of the editor at /admin/ (issue 17), kept apart from the public pages' rules. Decap CMS
 * needs: its own scripts (its bundle compiles validators with `new Function`, hence 'unsafe-eval',
 * which no public page gets), inline styles, images from GitHub (avatars, repository files) and the GitHub API, and in local editing
 * the decap-server on localhost. The login window (the OAuth proxy) is a separate window with its
 * own origin and needs nothing here.
 */
export function adminPolicy({ localPort }: { localPort: number }): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    [
      'img-src',
      ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    ],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'blob:', 'https://api.github.com', `http://localhost:${localPort}`]],
    ['frame-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * The `_headers` rule for /admin/*: its own CSP, never indexed, always revalidated, and without the
 * site-wide Cross-Origin-Opener-Policy (`!` detaches it, Cloudflare Pages syntax), because the
 * GitHub login window reports back to the editor through window.opener.
 */
export function adminHeadersBlock(options: { localPort: number }): string {
  return [
    '/admin/*',
    `  Content-Security-Policy: ${adminPolicy(options)}`,
    '  X-Robots-Tag: noindex, nofollow',
    '  Cache-Control: public, max-age=0, must-revalidate',
    '  ! Cross-Origin-Opener-Policy',
  ].join('\n');
}
