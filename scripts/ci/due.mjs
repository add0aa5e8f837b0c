#!/usr/bin/env node
// Phase "due" of the deploy workflow (deploy.yml), after `npm ci` and the build cache's restore: whether this run
// has anything to publish. A push or a manual run always deploys. The daily run (schedule) compares the record the
// last successful deploy left in the restored cache (.cache/starops-publication.json) with what the content says is
// live today, so a post dated today or on any earlier day a run missed is published, and a job past its closing date
// leaves. Rule: src/lib/publishing/due.ts.
//
// Environment: GITHUB_EVENT_NAME (push | schedule | workflow_dispatch), GITHUB_OUTPUT, GITHUB_STEP_SUMMARY;
// SITE_TODAY (YYYY-MM-DD; default: the day in India); CONTENT_DIR (default content/).
// Outputs: due=true|false, day (today, YYYY-MM-DD: part of the saved cache's key). Usage: node scripts/ci/due.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addSummary, githubContext, setOutput } from './lib/context.mjs';
import { root as checkoutRoot } from './lib/pages.mjs';

/** The posts and jobs in the content folder, as due.ts reads them, with the build's own front-matter reader. */
export function readSchedule(contentDir, { parseFrontMatter, parsePostDate }, root = checkoutRoot) {
  const blog = path.join(contentDir, 'blog');
  const posts = readdirSync(blog)
    .map((slug) => path.join(blog, slug, 'index.md'))
    .filter((file) => existsSync(file))
    .map((file) => {
      const { data } = parseFrontMatter(readFileSync(file, 'utf8'));
      return { file: path.relative(root, file), date: parsePostDate(String(data.date ?? '')) ?? '', draft: data.draft };
    });
  const jobsFile = path.join(contentDir, 'careers/jobs.json');
  const { jobs = [] } = existsSync(jobsFile) ? JSON.parse(readFileSync(jobsFile, 'utf8')) : {};
  return { posts, jobs };
}

/** `{ due, today, reasons }` for this run. `lib` carries publication.ts, due.ts, post-date.ts and front-matter.ts. */
export function decideDue({ env, lib, now = new Date(), root = checkoutRoot }) {
  const { eventName } = githubContext(env);
  const { today } = lib.publishOptionsFromEnv(env, now);
  if (eventName !== 'schedule') return { due: true, today, reasons: [`A ${eventName || 'manual'} run always deploys`] };
  const recordFile = path.join(root, lib.PUBLICATION_RECORD);
  const record = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : null;
  const content = readSchedule(path.resolve(root, env.CONTENT_DIR ?? 'content'), lib, root);
  const reasons = lib.findDueChanges(content, record, today);
  return {
    due: reasons.length > 0,
    today,
    reasons:
      reasons.length > 0 ? reasons : [`Nothing became due since the last deploy (${record.today}); today is ${today}`],
  };
}

async function main() {
  const { importTs } = await import('./load-ts.mjs');
  const lib = {
    ...(await importTs('src/lib/publishing/publication.ts')),
    ...(await importTs('src/lib/publishing/due.ts')),
    ...(await importTs('src/lib/blog/post-date.ts')),
    // YAML only: a ---js block is refused, never run.
    ...(await importTs('src/lib/content/front-matter.ts')),
  };
  const { due, today, reasons } = decideDue({ env: process.env, lib });
  setOutput(process.env, 'due', String(due));
  setOutput(process.env, 'day', today);
  for (const reason of reasons) console.log(reason);
  addSummary(
    process.env,
    `### ${due ? 'Deploying' : 'Nothing to publish'}\n\n${reasons.map((r) => `- ${r}`).join('\n')}`,
  );
}

if (process.argv[1]?.endsWith('due.mjs')) main();
