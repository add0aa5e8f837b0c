/**
 * Which EmailJS account and which human check the contact form uses, from the GATSBY_* variables
 * (product-rules §7). Pure: config/env.ts passes the build's values in, and the build checks its own.
 */

const EMAIL_ENV_KEYS = [
  'GATSBY_EMAILJS_SERVICE_ID',
  'GATSBY_EMAILJS_TEMPLATE_ID',
  'GATSBY_EMAILJS_PUBLIC_KEY',
] as const;
export const CONTACT_ENV_KEYS = [...EMAIL_ENV_KEYS, 'GATSBY_RECAPTCHA_SITE_KEY'] as const;
export type ContactEnv = Partial<Record<(typeof CONTACT_ENV_KEYS)[number], string | undefined>>;

export interface EmailConfig {
  /** `stand-in`: scripts/emailjs-stand-in.mjs, served by scripts/serve.mjs on the page's own origin. */
  mode: 'emailjs' | 'stand-in';
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** Where the SDK posts to; null means the page's own origin (the local stand-in). */
  origin: string | null;
}

const clean = (value: string | undefined): string => value?.trim() ?? '';

/**
 * Real EmailJS only when all three ids are set; otherwise the local stand-in with its local ids.
 * The real reCAPTCHA whenever a site key is set; otherwise the clearly labelled local check.
 * @example resolveContactConfig({}, ids).captcha // { mode: 'local' }
 */
export function resolveContactConfig(
  env: ContactEnv,
  standIn: Pick<EmailConfig, 'serviceId' | 'templateId' | 'publicKey'>,
): { email: EmailConfig; captcha: { mode: 'recaptcha'; siteKey: string } | { mode: 'local' } } {
  const [serviceId, templateId, publicKey, siteKey] = CONTACT_ENV_KEYS.map((key) => clean(env[key]));
  const email: EmailConfig =
    serviceId && templateId && publicKey
      ? { mode: 'emailjs', serviceId, templateId, publicKey, origin: 'https://api.emailjs.com' }
      : { mode: 'stand-in', ...standIn, origin: null };
  return { email, captcha: siteKey ? { mode: 'recaptcha', siteKey } : { mode: 'local' } };
}

/**
 * Build-time problems with the contact variables, as messages naming every missing variable:
 * a deploy build needs all four; any build with only some of the EmailJS ids is a typo waiting to
 * ship a form that cannot send.
 * @example findContactEnvProblems({}, { isDeploy: true }) // ['Deploy build (DEPLOY=true) is missing GATSBY_EMAILJS_SERVICE_ID, …']
 */
export function findContactEnvProblems(env: ContactEnv, { isDeploy }: { isDeploy: boolean }): string[] {
  const absent = (isDeploy ? CONTACT_ENV_KEYS : EMAIL_ENV_KEYS).filter((key) => !clean(env[key]));
  if (isDeploy && absent.length > 0) {
    return [
      `Deploy build (DEPLOY=true) is missing ${absent.join(', ')}. A deployed contact form needs the real ` +
        'EmailJS ids and reCAPTCHA site key; set them in the environment or in .env.production ' +
        '(README "Contact form", .env.example).',
    ];
  }
  if (absent.length > 0 && absent.length < EMAIL_ENV_KEYS.length) {
    return [
      `Only some EmailJS variables are set: missing ${absent.join(', ')}. Set all three to send through ` +
        'EmailJS, or none to use the local stand-in (README "Contact form").',
    ];
  }
  return [];
}

/**
 * DEPLOY=true (or 1) marks a build meant for the public site; CI's test builds leave it unset.
 * @example isDeployBuild({ DEPLOY: 'true' }) // true
 */
export function isDeployBuild(env: { DEPLOY?: string | undefined }): boolean {
  return ['true', '1'].includes(env.DEPLOY?.trim().toLowerCase() ?? '');
}
