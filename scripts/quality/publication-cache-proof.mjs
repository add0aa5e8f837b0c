#!/usr/bin/env node
// Proof that the build decides publication afresh over a warm cache (docs/operations.md "Every day: what runs by itself"): Gatsby keeps
// the nodes of unchanged files from .cache and does not run onCreateNode for them again, so the day (SITE_TODAY) and
// the drafts switch (SHOW_DRAFTS) must be applied on every build. Builds a copy of content/ four times over one .cache:
//   1. day D:               a post dated D+1 is held, a job closing on D is listed;
//   2. day D+1:             the post is live, the job has left careers (no file changed);
//   3. day D, SHOW_DRAFTS=1: the preview shows the held post;
//   4. day D:               the next production build hides it again.
// Usage: node scripts/quality/publication-cache-proof.mjs  (about one cold and three warm builds; not part of npm test:
// the publish rehearsal plays the same calendar).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, withBuildSetAside } from '../lib/proof-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'publication-cache-'));
const content = path.join(work, 'content');
cpSync(path.join(root, 'content'), content, { recursive: true });

const DAY = '2030-06-01';
const NEXT = '2030-06-02';
const slug = 'terraform-fundamentals';
const postFile = path.join(content, 'blog', slug, 'index.md');
writeFileSync(postFile, readFileSync(postFile, 'utf8').replace(/^date: .*$/m, 'date: "02 Jun 2030"'));
const jobsFile = path.join(content, 'careers/jobs.json');
const careers = JSON.parse(readFileSync(jobsFile, 'utf8'));
const [closing, ...others] = careers.jobs;
closing.validThrough = DAY;
for (const job of others) job.validThrough = '2030-12-31';
writeFileSync(jobsFile, `${JSON.stringify(careers, null, 2)}\n`);

const postPage = path.join(root, 'public/blog', slug, 'index.html');
const careersPage = path.join(root, 'public/careers/index.html');
const state = () => ({
  post: existsSync(postPage),
  job: existsSync(careersPage) && readFileSync(careersPage, 'utf8').includes(closing.title),
});

const steps = [
  { env: { SITE_TODAY: DAY }, expect: { post: false, job: true }, why: 'the post is scheduled, the job open' },
  { env: { SITE_TODAY: NEXT }, expect: { post: true, job: false }, why: 'the next day: post live, job closed' },
  {
    env: { SITE_TODAY: DAY, SHOW_DRAFTS: '1' },
    expect: { post: true, job: true },
    why: 'a preview shows the held post',
  },
  { env: { SITE_TODAY: DAY }, expect: { post: false, job: true }, why: 'production after the preview hides it' },
];

// Gatsby regenerates the GraphQL types from the content it built; the proof's content is not the project's.
const typesFile = path.join(root, 'src/gatsby-types.d.ts');
const types = readFileSync(typesFile, 'utf8');
const failures = [];
try {
  await withBuildSetAside(root, 'publication-cache', () => {
    for (const [index, step] of steps.entries()) {
      const env = {
        ...process.env,
        CONTENT_DIR: content,
        GATSBY_TELEMETRY_DISABLED: '1',
        SHOW_DRAFTS: '',
        ...step.env,
      };
      run('node_modules/.bin/gatsby', ['build'], env);
      const seen = state();
      const ok = seen.post === step.expect.post && seen.job === step.expect.job;
      console.log(
        `Build ${index + 1} (${JSON.stringify(step.env)}): ${JSON.stringify(seen)} ${ok ? 'as expected' : 'WRONG'}: ${step.why}`,
      );
      if (!ok)
        failures.push(
          `build ${index + 1}: ${step.why}: expected ${JSON.stringify(step.expect)}, saw ${JSON.stringify(seen)}`,
        );
    }
  });
} finally {
  rmSync(work, { recursive: true, force: true });
  writeFileSync(typesFile, types);
}
if (failures.length > 0) {
  console.error(`Publication over a warm cache is wrong:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Publication is decided afresh on every build over a warm cache.');
