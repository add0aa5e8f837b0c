/** @jest-environment node */
import { DEPLOY_SETTINGS, missingSettings } from './preflight.mjs';

describe('deploy preflight', () => {
  it('names every missing setting at once, with where it is set and why', () => {
    const missing = missingSettings({ CLOUDFLARE_ACCOUNT_ID: 'abc', GATSBY_RECAPTCHA_SITE_KEY: '  ' });
    expect(missing).toHaveLength(DEPLOY_SETTINGS.length - 1);
    expect(missing[0]).toBe('CLOUDFLARE_API_TOKEN (repository secret): publishes to Cloudflare Pages');
    expect(missing.join('\n')).toContain('GATSBY_RECAPTCHA_SITE_KEY');
  });

  it('passes when everything is set', () => {
    expect(missingSettings(Object.fromEntries(DEPLOY_SETTINGS.map(({ name }) => [name, 'x'])))).toEqual([]);
  });
});
