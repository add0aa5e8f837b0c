import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTACT_ENV_KEYS } from '../../lib/contact/contact-config';
import { readContactEnv } from './check-contact-env';

/** The dotenv Gatsby's own webpack config requires when it puts GATSBY_* values into the bundle. */
const gatsbyDotenv = createRequire(require.resolve('gatsby/package.json'))('dotenv') as typeof import('dotenv');

const ENV_FILE = [
  '# keys of the contact form',
  'export GATSBY_EMAILJS_SERVICE_ID=service_exported',
  'GATSBY_EMAILJS_TEMPLATE_ID=template_1 # the enquiry template',
  'GATSBY_EMAILJS_PUBLIC_KEY="quoted key"',
  "GATSBY_RECAPTCHA_SITE_KEY='site-key'",
].join('\n');

describe('readContactEnv', () => {
  const saved = { cwd: process.cwd(), env: { ...process.env } };
  let dir = '';

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'contact-env-'));
    writeFileSync(path.join(dir, '.env.production'), ENV_FILE);
    process.chdir(dir);
    for (const key of CONTACT_ENV_KEYS) delete process.env[key];
    process.env.GATSBY_ACTIVE_ENV = 'production';
  });

  afterEach(() => {
    process.chdir(saved.cwd);
    process.env = { ...saved.env };
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the .env file exactly as the bundle gets it (export lines and trailing comments included)', () => {
    const bundle = gatsbyDotenv.parse(ENV_FILE);
    const env = readContactEnv();
    for (const key of CONTACT_ENV_KEYS) expect(env[key]).toBe(bundle[key]);
    // What Gatsby's dotenv makes of them: an `export` line is no assignment, a `#` after a value is part of it.
    expect(env.GATSBY_EMAILJS_SERVICE_ID).toBeUndefined();
    expect(env.GATSBY_EMAILJS_TEMPLATE_ID).toBe('template_1 # the enquiry template');
    expect(env.GATSBY_EMAILJS_PUBLIC_KEY).toBe('quoted key');
    expect(env.GATSBY_RECAPTCHA_SITE_KEY).toBe('site-key');
  });

  it('lets a variable of the process environment win over the file, as Gatsby does', () => {
    process.env.GATSBY_EMAILJS_PUBLIC_KEY = 'from the environment';
    expect(readContactEnv().GATSBY_EMAILJS_PUBLIC_KEY).toBe('from the environment');
  });
});
