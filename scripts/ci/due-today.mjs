#!/usr/bin/env node
// Whether the daily rebuild has anything to publish (rule: src/lib/publishing/due.ts):
//   node scripts/ci/due-today.mjs [--since YYYY-MM-DD]
// --since: the India day of the last deploy (default: yesterday, for a daily run). The day is taken from
// SITE_TODAY (YYYY-MM-DD) or the clock in India. Prints `due=true|false` (for $GITHUB_OUTPUT) and one line per change.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importTs, root } from './load-ts.mjs';

const { values } = parseArgs({ options: { since: { type: 'string' } } });
const { publishOptionsFromEnv, dayBefore } = await importTs('src/lib/publishing/publication.ts');
const { findDueChanges } = await importTs('src/lib/publishing/due.ts');
const { parsePostDate } = await importTs('src/lib/blog/post-date.ts');
// The build's own front-matter reader: YAML only, a ---js block is refused, never run.
const { parseFrontMatter } = await importTs('src/lib/content/front-matter.ts');

const { today } = publishOptionsFromEnv(process.env, new Date());
const since = values.since ?? dayBefore(today);
if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new Error(`--since must be a day written YYYY-MM-DD, not "${since}"`);

const blog = path.join(root, 'content/blog');
const posts = readdirSync(blog)
  .map((slug) => path.join(blog, slug, 'index.md'))
  .filter((file) => existsSync(file))
  .map((file) => {
    const { data } = parseFrontMatter(readFileSync(file, 'utf8'));
    return { file: path.relative(root, file), date: parsePostDate(String(data.date ?? '')) ?? '', draft: data.draft };
  });
const { jobs } = JSON.parse(readFileSync(path.join(root, 'content/careers/jobs.json'), 'utf8'));

const changes = findDueChanges({ posts, jobs }, since, today);
process.stdout.write(`due=${changes.length > 0}\n`);
for (const change of changes) console.error(change);
if (changes.length === 0) console.error(`Nothing became due between ${since} and ${today}.`);
