import { resolveAnalyticsConfig } from './analytics-config';

describe('resolveAnalyticsConfig', () => {
  it('is off when neither variable is set or both are blank', () => {
    expect(resolveAnalyticsConfig({})).toBeNull();
    expect(resolveAnalyticsConfig({ GATSBY_ANALYTICS_SCRIPT_URL: ' ', GATSBY_ANALYTICS_DOMAIN: '' })).toBeNull();
  });
  it('is on with both, and allows only the script origin', () => {
    expect(
      resolveAnalyticsConfig({
        GATSBY_ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js',
        GATSBY_ANALYTICS_DOMAIN: 'staropstech.com',
      }),
    ).toEqual({
      scriptUrl: 'https://plausible.io/js/script.js',
      origin: 'https://plausible.io',
      domain: 'staropstech.com',
    });
  });
  it('names the missing variable when only one is set', () => {
    expect(() => resolveAnalyticsConfig({ GATSBY_ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js' })).toThrow(
      /GATSBY_ANALYTICS_DOMAIN is empty/,
    );
    expect(() => resolveAnalyticsConfig({ GATSBY_ANALYTICS_DOMAIN: 'staropstech.com' })).toThrow(
      /GATSBY_ANALYTICS_SCRIPT_URL is empty/,
    );
  });
  it('refuses a script URL that is not a URL or not https', () => {
    const domain = 'staropstech.com';
    expect(() =>
      resolveAnalyticsConfig({ GATSBY_ANALYTICS_SCRIPT_URL: 'plausible.io/js', GATSBY_ANALYTICS_DOMAIN: domain }),
    ).toThrow(/is not a URL/);
    expect(() =>
      resolveAnalyticsConfig({
        GATSBY_ANALYTICS_SCRIPT_URL: 'http://plausible.io/js/script.js',
        GATSBY_ANALYTICS_DOMAIN: domain,
      }),
    ).toThrow(/must use https/);
  });
  it('refuses a domain that is not a host name', () => {
    expect(() =>
      resolveAnalyticsConfig({
        GATSBY_ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js',
        GATSBY_ANALYTICS_DOMAIN: 'https://staropstech.com/',
      }),
    ).toThrow(/host name/);
  });
});
