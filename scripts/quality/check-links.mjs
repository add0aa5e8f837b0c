// Gate: every internal link and asset on every built page resolves, and no link points to "#".
import { readFileSync } from 'node:fs';
import { LinkChecker } from 'linkinator';
import { builtPages } from './built-pages.mjs';

const pages = builtPages();
const problems = [];

for (const page of pages) {
  const html = readFileSync(page.file, 'utf8');
  if (/\shref="#"/.test(html)) problems.push(`${page.route}: has a link to "#"`);
  if (/\shref=""/.test(html)) problems.push(`${page.route}: has an empty href`);
}

const checker = new LinkChecker();
const result = await checker.check({
  path: pages.map((page) => page.file.replace(/^public\//, '')),
  serverRoot: 'public',
  recurse: false,
  concurrency: 20,
  // No internet here, and third parties are not ours to check: internal links and assets only.
  linksToSkip: ['^(?!http://localhost)'],
});
for (const link of result.links) {
  if (link.state === 'BROKEN')
    problems.push(`public/${link.parent ?? '?'}: broken link or asset ${link.url} (HTTP ${link.status})`);
}
const checked = result.links.filter((link) => link.state !== 'SKIPPED').length;
for (const problem of problems) console.error(problem);
console.log(
  `Links: ${pages.length} pages, ${checked} internal links and assets checked, ${problems.length} problem(s).`,
);
process.exit(problems.length > 0 ? 1 : 0);
