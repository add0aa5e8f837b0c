/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANALYTICS_ENV_KEYS } from '../../lib/analytics/analytics-config';
import { CONTACT_ENV_KEYS } from '../../lib/contact/contact-config';
import { readAnalyticsConfig, readContactEnv } from './check-contact-env';
import { contentDir } from '../../../tests/content/content-dir';

/** The dotenv Gatsby's own webpack config requires when it puts GATSBY_* values into the bundle. */
const gatsbyDotenv = createRequire(require.resolve('gatsby/package.json'))('dotenv') as typeof import('dotenv');

const ENV_FILE = [
  '# keys of the contact form',
  'export GATSBY_EMAILJS_SERVICE_ID=service_exported',
  'GATSBY_EMAILJS_TEMPLATE_ID=template_1 # the enquiry template',
  'GATSBY_EMAILJS_PUBLIC_KEY="quoted key"',
  "GATSBY_RECAPTCHA_SITE_KEY='site-key'",
  'GATSBY_ANALYTICS_SCRIPT_URL=https://stats.example.org/js/script.js',
  'GATSBY_ANALYTICS_DOMAIN=staropstechnologies.com',
].join('\n');

/** Loads gatsby-config.ts afresh, as `gatsby build` does before any gatsby-node API runs. */
const loadGatsbyConfig = () =>
  jest.isolateModulesAsync(async () => {
    await import('../../../gatsby-config');
  });

describe('the build environment from .env.<stage> (gatsby-config.ts)', () => {
  const saved = { cwd: process.cwd(), env: { ...process.env } };
  let dir = '';

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-env-'));
    writeFileSync(path.join(dir, '.env.production'), ENV_FILE);
    // gatsby-config reads the content from the temporary folder it runs in: point it at the content under test.
    process.env.CONTENT_DIR = contentDir;
    process.chdir(dir);
    for (const key of [...CONTACT_ENV_KEYS, ...ANALYTICS_ENV_KEYS]) delete process.env[key];
    process.env.GATSBY_ACTIVE_ENV = 'production';
  });

  afterEach(() => {
    process.chdir(saved.cwd);
    process.env = { ...saved.env };
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the file exactly as the bundle gets it (export lines and trailing comments included)', async () => {
    await loadGatsbyConfig();
    const bundle = gatsbyDotenv.parse(ENV_FILE);
    const env = readContactEnv();
    for (const key of CONTACT_ENV_KEYS) expect(env[key]).toBe(bundle[key]);
    // What Gatsby's dotenv makes of them: an `export` line is no assignment, a `#` after a value is part of it.
    expect(env.GATSBY_EMAILJS_SERVICE_ID).toBeUndefined();
    expect(env.GATSBY_EMAILJS_TEMPLATE_ID).toBe('template_1 # the enquiry template');
    expect(env.GATSBY_EMAILJS_PUBLIC_KEY).toBe('quoted key');
    expect(env.GATSBY_RECAPTCHA_SITE_KEY).toBe('site-key');
    expect(readAnalyticsConfig()?.origin).toBe('https://stats.example.org');
  });

  it('lets a variable of the process environment win over the file, as Gatsby does', async () => {
    process.env.GATSBY_EMAILJS_PUBLIC_KEY = 'from the environment';
    await loadGatsbyConfig();
    expect(readContactEnv().GATSBY_EMAILJS_PUBLIC_KEY).toBe('from the environment');
  });

  it('reads the file of the stage GATSBY_ACTIVE_ENV names, else of NODE_ENV', async () => {
    process.env.GATSBY_ACTIVE_ENV = 'staging';
    await loadGatsbyConfig();
    expect(readContactEnv().GATSBY_RECAPTCHA_SITE_KEY).toBeUndefined();
    delete process.env.GATSBY_ACTIVE_ENV;
    process.env.NODE_ENV = 'production';
    await loadGatsbyConfig();
    expect(readContactEnv().GATSBY_RECAPTCHA_SITE_KEY).toBe('site-key');
  });
});
