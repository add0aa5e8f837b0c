import { resolveContactConfig } from '../lib/contact/contact-config';
import standInIds from './email-stand-in.json';

/**
 * Public keys of the contact form (conventions §7: only from GATSBY_* variables, only read here), each
 * written out in full because Gatsby inlines `process.env.GATSBY_X` into the browser bundle.
 */
export const contactConfig = resolveContactConfig(
  {
    GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
    GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
    GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
    GATSBY_RECAPTCHA_SITE_KEY: process.env.GATSBY_RECAPTCHA_SITE_KEY,
  },
  standInIds,
);

/**
 * Analytics, off unless both variables are set (README "Analytics"); the build has checked them, so the
 * browser bundle carries no validation code, and with analytics off the minifier drops the tracking code.
 */
export const analyticsConfig =
  process.env.GATSBY_ANALYTICS_SCRIPT_URL && process.env.GATSBY_ANALYTICS_DOMAIN
    ? { scriptUrl: process.env.GATSBY_ANALYTICS_SCRIPT_URL.trim(), domain: process.env.GATSBY_ANALYTICS_DOMAIN.trim() }
    : null;
