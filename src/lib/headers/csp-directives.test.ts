import { cspDirectiveProblems, directiveNames } from './csp-directives';

describe('directiveNames', () => {
  it('lists each directive once per occurrence, lower-cased, ignoring empty parts', () => {
    expect(directiveNames("Default-Src 'self'; img-src data: ;; upgrade-insecure-requests")).toEqual([
      'default-src',
      'img-src',
      'upgrade-insecure-requests',
    ]);
  });
});

describe('cspDirectiveProblems', () => {
  it('accepts the directives every engine understands, in either delivery', () => {
    const policy = "default-src 'self'; script-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'";
    expect(cspDirectiveProblems(policy, 'meta')).toEqual([]);
    expect(cspDirectiveProblems(policy, 'header')).toEqual([]);
  });

  it('rejects a directive one engine does not know, such as manifest-src in WebKit', () => {
    expect(cspDirectiveProblems("default-src 'self'; manifest-src 'self'", 'header')).toEqual([
      'manifest-src is not understood by every engine we test (Chromium, Firefox, WebKit)',
    ]);
    expect(cspDirectiveProblems("require-trusted-types-for 'script'", 'meta')).toHaveLength(1);
  });

  it("keeps upgrade-insecure-requests and frame-ancestors out of a page's meta policy, but allows them in the header", () => {
    expect(cspDirectiveProblems("upgrade-insecure-requests; frame-ancestors 'none'", 'meta')).toEqual([
      "upgrade-insecure-requests does not belong in a page's <meta> policy",
      "frame-ancestors does not belong in a page's <meta> policy",
    ]);
    expect(cspDirectiveProblems("upgrade-insecure-requests; frame-ancestors 'none'", 'header')).toEqual([]);
  });
});
