import { resolveContactConfig } from '../lib/contact-config';
import { resolveAnalyticsConfig } from '../lib/analytics/analytics-config';
import standInIds from './email-stand-in.json';

/**
 * Public keys of the contact form (STYLE §7: only from GATSBY_* variables, only read here).
 * Each variable is written out in full because Gatsby inlines `process.env.GATSBY_X` into the
 * browser bundle at build time; without them the form uses the local stand-ins (README "Contact form").
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

/** Plausible-compatible analytics, or null (off) unless both variables are set (README "Analytics"). */
export const analyticsConfig = resolveAnalyticsConfig({
  GATSBY_ANALYTICS_SCRIPT_URL: process.env.GATSBY_ANALYTICS_SCRIPT_URL,
  GATSBY_ANALYTICS_DOMAIN: process.env.GATSBY_ANALYTICS_DOMAIN,
});
