/** Cookie-free, so no consent banner: a Plausible-compatible script, off unless both are set (product-rules §7 Analytics). */
export const ANALYTICS_ENV_KEYS = ['GATSBY_ANALYTICS_SCRIPT_URL', 'GATSBY_ANALYTICS_DOMAIN'] as const;

/**
 * The config, or null when off; `origin` is the only analytics host the CSP allows. A malformed value throws so
 * the build stops naming it instead of shipping a page that loads nothing. Example: a script URL
 * `https://plausible.io/js/script.js` → `{ origin: 'https://plausible.io', … }`.
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
