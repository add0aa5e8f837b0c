#!/usr/bin/env node
// What only the owner can supply before launch (rule: src/lib/publishing/launch-check.ts): every placeholder,
// unconfirmed or missing value, with its file and field and why a buyer cares. A warning list: always exits 0,
// so the deploy workflow can print it without stopping (docs/operations.md "Before launch").
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { importTs, root } from './ci/load-ts.mjs';

const { launchChecklist, formatLaunchItem } = await importTs('src/lib/publishing/launch-check.ts');
const content = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(root, 'content');
const read = (file) => JSON.parse(readFileSync(path.join(content, file), 'utf8'));
const studyDir = path.join(content, 'case-studies');
const studies = (existsSync(studyDir) ? readdirSync(studyDir) : [])
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ file: `content/case-studies/${name}`, ...read(`case-studies/${name}`) }));

const items = launchChecklist({
  site: read('site/site.json'),
  caseStudies: studies,
  team: read('site/team.json'),
  testimonials: read('site/testimonials.json'),
  gallery: read('site/gallery.json'),
  about: read('site/about.json'),
  howWeWork: read('site/how-we-work.json'),
});
console.log(
  items.length === 0
    ? 'Launch check: nothing left for the owner to supply.'
    : `Launch check: ${items.length} value(s) only the owner can supply (a warning list; the site still builds):`,
);
for (const item of items) console.log(`- ${formatLaunchItem(item)}`);
