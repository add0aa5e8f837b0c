import { findContactEnvProblems, isDeployBuild, resolveContactConfig, type ContactEnv } from './contact-config';

const standIn = { serviceId: 'local_service', templateId: 'local_template', publicKey: 'local_public_key' };
const allKeys: ContactEnv = {
  GATSBY_EMAILJS_SERVICE_ID: 'service_abc',
  GATSBY_EMAILJS_TEMPLATE_ID: 'template_def',
  GATSBY_EMAILJS_PUBLIC_KEY: 'pk_123',
  GATSBY_RECAPTCHA_SITE_KEY: 'site_456',
};

describe('resolveContactConfig', () => {
  it('uses EmailJS and reCAPTCHA when every key is set', () => {
    expect(resolveContactConfig(allKeys, standIn)).toEqual({
      email: {
        mode: 'emailjs',
        serviceId: 'service_abc',
        templateId: 'template_def',
        publicKey: 'pk_123',
        origin: 'https://api.emailjs.com',
      },
      captcha: { mode: 'recaptcha', siteKey: 'site_456' },
    });
  });

  it('uses the local stand-in (same origin) and the local check without keys', () => {
    expect(resolveContactConfig({}, standIn)).toEqual({
      email: { mode: 'stand-in', ...standIn, origin: null },
      captcha: { mode: 'local' },
    });
  });

  it('treats blank values as unset', () => {
    const config = resolveContactConfig(
      { ...allKeys, GATSBY_EMAILJS_PUBLIC_KEY: '  ', GATSBY_RECAPTCHA_SITE_KEY: '' },
      standIn,
    );
    expect(config.email.mode).toBe('stand-in');
    expect(config.captcha).toEqual({ mode: 'local' });
  });

  it('chooses the human check independently of the e-mail service', () => {
    const config = resolveContactConfig({ GATSBY_RECAPTCHA_SITE_KEY: 'site_456' }, standIn);
    expect(config.email.mode).toBe('stand-in');
    expect(config.captcha).toEqual({ mode: 'recaptcha', siteKey: 'site_456' });
  });
});

describe('findContactEnvProblems', () => {
  it('accepts a deploy build with all four keys', () => {
    expect(findContactEnvProblems(allKeys, { isDeploy: true })).toEqual([]);
  });

  it('names every missing variable of a deploy build', () => {
    const [problem, ...rest] = findContactEnvProblems(
      { GATSBY_EMAILJS_SERVICE_ID: 'service_abc', GATSBY_EMAILJS_TEMPLATE_ID: ' ' },
      { isDeploy: true },
    );
    expect(rest).toEqual([]);
    expect(problem).toContain('DEPLOY=true');
    expect(problem).toContain('GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_RECAPTCHA_SITE_KEY');
    expect(problem).not.toContain('GATSBY_EMAILJS_SERVICE_ID');
  });

  it('accepts a local build with no keys at all', () => {
    expect(findContactEnvProblems({}, { isDeploy: false })).toEqual([]);
  });

  it('accepts a local build with only the reCAPTCHA key', () => {
    expect(findContactEnvProblems({ GATSBY_RECAPTCHA_SITE_KEY: 'site_456' }, { isDeploy: false })).toEqual([]);
  });

  it('rejects a local build with only some EmailJS ids, naming the missing ones', () => {
    expect(findContactEnvProblems({ GATSBY_EMAILJS_PUBLIC_KEY: 'pk_123' }, { isDeploy: false })).toEqual([
      expect.stringContaining('missing GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID.'),
    ]);
  });
});

describe('isDeployBuild', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['', false],
    [undefined, false],
  ])('DEPLOY=%s → %s', (value, expected) => {
    expect(isDeployBuild({ DEPLOY: value })).toBe(expected);
  });
});
