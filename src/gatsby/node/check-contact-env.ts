import type { GatsbyNode } from 'gatsby';
import standInIds from '../../config/email-stand-in.json';
import {
  CONTACT_ENV_KEYS,
  findContactEnvProblems,
  isDeployBuild,
  resolveContactConfig,
  type ContactEnv,
} from '../../lib/contact/contact-config';
import { ANALYTICS_ENV_KEYS, resolveAnalyticsConfig } from '../../lib/analytics/analytics-config';

/** Stops a deploy build (DEPLOY=true) that lacks contact form keys, naming each missing one (product-rules §7). */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  const env = readContactEnv();
  const problems = findContactEnvProblems(env, { isDeploy: isDeployBuild(process.env) });
  if (problems.length > 0) return reporter.panic(`Contact form configuration:\n  ${problems.join('\n  ')}`);
  try {
    const analytics = readAnalyticsConfig();
    reporter.info(
      analytics ? `Analytics: on, script from ${analytics.origin}` : 'Analytics: off (no GATSBY_ANALYTICS_* set)',
    );
  } catch (error) {
    return reporter.panic((error as Error).message);
  }
  const { email, captcha } = resolveContactConfig(env, standInIds);
  reporter.info(
    `Contact form: sends through ${email.mode === 'emailjs' ? 'EmailJS' : 'the local EmailJS stand-in (scripts/serve.mjs)'}, ` +
      `human check by ${captcha.mode === 'recaptcha' ? 'Google reCAPTCHA' : 'the local test check'}.`,
  );
};

/** The given variables from the environment, which gatsby-config.ts has filled from `.env.<stage>`. */
function readBuildEnv<K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, process.env[key]])) as Partial<Record<K, string>>;
}

/** Analytics settings of this build (product-rules §7 Analytics); throws, naming the variable, when malformed. */
export const readAnalyticsConfig = () => resolveAnalyticsConfig(readBuildEnv(ANALYTICS_ENV_KEYS));

export const readContactEnv = (): ContactEnv => readBuildEnv(CONTACT_ENV_KEYS);
