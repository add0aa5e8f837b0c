/**
 * Which Content-Security-Policy directives our policies may use: only those every engine we test
 * (Chromium, Firefox, WebKit) understands. An engine logs each directive it does not know as a console
 * error on every page (WebKit: "Unrecognized Content-Security-Policy directive 'manifest-src'"), and the
 * directive protects nothing there. Shared by the policy builder's tests and the build gate
 * (scripts/quality/check-csp-directives.mjs), so the rule lives in one place.
 */

/** Understood by Chromium, Firefox and WebKit alike. Add a directive only after checking all three. */
export const DIRECTIVES_EVERY_ENGINE_UNDERSTANDS = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'frame-src',
  'child-src',
  'worker-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'upgrade-insecure-requests',
  // Reporting: report-to since Chromium 70, Safari 16.4 and Firefox 149 (ESR 153 here); report-uri, deprecated,
  // is still read by all three and is what older browsers use.
  'report-to',
  'report-uri',
] as const;

/**
 * Directives a `<meta>` policy must not carry: browsers ignore `frame-ancestors`, `report-uri` and `sandbox`
 * there (with a console warning); `upgrade-insecure-requests` belongs to the host's header alone, because in a
 * page it would travel with the page to every server, and WebKit applies it even to http://127.0.0.1, where
 * it turns every script, font and image request into a failing https one.
 */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox', 'upgrade-insecure-requests'];

export type PolicyDelivery = 'header' | 'meta';

/** The directive names of a policy, lower-cased: `"default-src 'self'; img-src data:"` → `['default-src', 'img-src']`. */
export function directiveNames(policy: string): string[] {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
    .filter(Boolean);
}

/**
 * What is wrong with a policy's directives, as readable sentences; empty when every directive is understood
 * by all three engines and fits where the policy is delivered.
 * Example: `cspDirectiveProblems("manifest-src 'self'", 'meta')` →
 * `["manifest-src is not understood by every engine we test (Chromium, Firefox, WebKit)"]`.
 */
export function cspDirectiveProblems(policy: string, delivery: PolicyDelivery): string[] {
  const known: readonly string[] = DIRECTIVES_EVERY_ENGINE_UNDERSTANDS;
  return directiveNames(policy).flatMap((name) => {
    if (delivery === 'meta' && HEADER_ONLY.includes(name)) return [`${name} does not belong in a page's <meta> policy`];
    if (!known.includes(name)) return [`${name} is not understood by every engine we test (Chromium, Firefox, WebKit)`];
    return [];
  });
}
