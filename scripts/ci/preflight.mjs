// First step of the deploy workflow: fails within seconds, naming every secret and variable the deploy
// needs and does not have, instead of failing after the build (docs/operations.md, section 1).
// Usage: node scripts/ci/preflight.mjs   (reads the names below from the environment)

/** What the deploy job needs from the repository's settings, and where each one is set. */
export const DEPLOY_SETTINGS = [
  { name: 'CLOUDFLARE_API_TOKEN', kind: 'secret', why: 'publishes to Cloudflare Pages' },
  { name: 'CLOUDFLARE_ACCOUNT_ID', kind: 'secret', why: 'the Cloudflare account that owns the Pages project' },
  { name: 'GATSBY_EMAILJS_SERVICE_ID', kind: 'secret', why: 'the contact form sends through EmailJS' },
  { name: 'GATSBY_EMAILJS_TEMPLATE_ID', kind: 'secret', why: 'the contact form sends through EmailJS' },
  { name: 'GATSBY_EMAILJS_PUBLIC_KEY', kind: 'secret', why: 'the contact form sends through EmailJS' },
  { name: 'GATSBY_RECAPTCHA_SITE_KEY', kind: 'secret', why: "the contact form's human check" },
];

/**
 * The settings missing from `env`, as one message per setting (empty when all are there).
 * @example missingSettings({}) // ['CLOUDFLARE_API_TOKEN (repository secret): publishes to Cloudflare Pages', …]
 */
export function missingSettings(env, settings = DEPLOY_SETTINGS) {
  return settings
    .filter(({ name }) => !env[name]?.trim())
    .map(({ name, kind, why }) => `${name} (repository ${kind}): ${why}`);
}

if (process.argv[1]?.endsWith('preflight.mjs')) {
  const missing = missingSettings(process.env);
  if (missing.length > 0) {
    // `::error` lines show on the run's summary page, where the owner looks first.
    console.log(
      `::error title=Deploy settings missing::${missing.length} setting(s) missing; see docs/operations.md, section 1 "From zero"`,
    );
    console.error(
      `The deploy cannot run. Add these in GitHub → Settings → Secrets and variables → Actions:\n  ${missing.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`Deploy settings: all ${DEPLOY_SETTINGS.length} present.`);
}
