// Gate: every internal link and asset on every built page resolves, no link points to "#", and every
// `<use href="/…svg#id">` (glyph sprite, brand marks) names a file of the build that has that symbol: linkinator
// does not follow <use>, and a missing drawing is an empty square, not an error.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LinkChecker } from 'linkinator';
import { gatePages } from './built-pages.mjs';

const root = process.argv[2] ?? process.env.PUBLIC_DIR ?? 'public';
const pages = gatePages('Links gate', root);
const problems = [];

const symbolFiles = new Map();
const symbolFile = (file) => {
  if (!symbolFiles.has(file)) symbolFiles.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
  return symbolFiles.get(file);
};
let uses = 0;
for (const page of pages) {
  const html = readFileSync(page.file, 'utf8');
  if (/\shref="#"/.test(html)) problems.push(`${page.route}: has a link to "#"`);
  if (/\shref=""/.test(html)) problems.push(`${page.route}: has an empty href`);
  for (const [, address, id] of html.matchAll(/<use\b[^>]*\bhref="(\/[^"#]+)#([^"]+)"/g)) {
    uses += 1;
    const text = symbolFile(path.join(root, address));
    if (text === null) problems.push(`${page.route}: <use> names ${address}, which the build does not have`);
    else if (!text.includes(`id="${id}"`)) problems.push(`${page.route}: ${address} has no symbol "${id}"`);
  }
}

const checker = new LinkChecker();
const result = await checker.check({
  path: pages.map((page) => path.relative(root, page.file)),
  serverRoot: root,
  recurse: false,
  concurrency: 20,
  // No internet here, and third parties are not ours to check: internal links and assets only.
  linksToSkip: ['^(?!http://localhost)'],
});
for (const link of result.links) {
  if (link.state === 'BROKEN')
    problems.push(`${root}/${link.parent ?? '?'}: broken link or asset ${link.url} (HTTP ${link.status})`);
}
const checked = result.links.filter((link) => link.state !== 'SKIPPED').length;
for (const problem of problems) console.error(problem);
console.log(
  `Links: ${pages.length} pages, ${checked} internal links and assets and ${uses} <use> drawings checked, ${problems.length} problem(s).`,
);
process.exit(problems.length > 0 ? 1 : 0);
