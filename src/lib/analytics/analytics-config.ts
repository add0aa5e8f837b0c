/**
 * Privacy-friendly conversion measuring (issue 14 item 10): a Plausible-compatible script (Plausible,
 * or any host that speaks its API), off unless both variables are set. It sets no cookies, so the
 * site needs no consent banner. Pure: the build (gatsby/node/check-contact-env.ts) passes its values in.
 */

export const ANALYTICS_ENV_KEYS = ['GATSBY_ANALYTICS_SCRIPT_URL', 'GATSBY_ANALYTICS_DOMAIN'] as const;

/**
 * Analytics config, or null when it is off (either variable empty): the script's absolute https URL,
 * its origin (the only analytics host the CSP allows, for the script and its event requests) and the
 * domain (the site's name in the analytics dashboard). A set but malformed URL throws so the build
 * stops with the variable named, instead of shipping a page that loads nothing.
 * Example: `resolveAnalyticsConfig({ GATSBY_ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js',
 * GATSBY_ANALYTICS_DOMAIN: 'staropstech.com' })` → `{ origin: 'https://plausible.io', … }`.
 */
export function resolveAnalyticsConfig(env: Partial<Record<(typeof ANALYTICS_ENV_KEYS)[number], string | undefined>>) {
  const scriptUrl = env.GATSBY_ANALYTICS_SCRIPT_URL?.trim() ?? '';
  const domain = env.GATSBY_ANALYTICS_DOMAIN?.trim() ?? '';
  if (!scriptUrl && !domain) return null;
  if (!scriptUrl || !domain) {
    const missing = scriptUrl ? 'GATSBY_ANALYTICS_DOMAIN' : 'GATSBY_ANALYTICS_SCRIPT_URL';
    throw new Error(`Analytics: ${missing} is empty; set both analytics variables or neither (.env.example).`);
  }
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    throw new Error(`Analytics: GATSBY_ANALYTICS_SCRIPT_URL is not a URL: "${scriptUrl}".`);
  }
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`Analytics: GATSBY_ANALYTICS_SCRIPT_URL must use https: "${scriptUrl}".`);
  }
  if (!/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i.test(domain)) {
    throw new Error(`Analytics: GATSBY_ANALYTICS_DOMAIN must be a host name like example.com: "${domain}".`);
  }
  return { scriptUrl: url.href, origin: url.origin, domain };
}
