// Gate: first-load JavaScript per page type stays within the committed budget (budgets/js-budget.json),
// no contact-form or captcha code is part of any page's first load, and no page starts its app
// scripts before its first paint, and every script it starts then carries V8's compile hint.
import { readFileSync } from 'node:fs';
import { gatePages } from './built-pages.mjs';
import { measureFirstLoadJs } from './js-weight.mjs';

const budget = JSON.parse(readFileSync('budgets/js-budget.json', 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const root = process.argv[2] ?? process.env.PUBLIC_DIR ?? 'public';
gatePages('JavaScript budget', root);
let pages;
try {
  pages = measureFirstLoadJs(root, process.env.BUILD_ARTIFACTS ?? '.build-artifacts');
} catch (error) {
  console.error(`JavaScript budget failed: ${error.message}`);
  process.exit(1);
}
const problems = [];
const worst = new Map();

for (const page of pages) {
  const limit = budget.pageTypes[page.type] ?? budget.pageTypes.default;
  if (page.gzip > limit.gzip || page.raw > limit.raw) {
    problems.push(
      `${page.route} (${page.type}): first-load JS ${kb(page.raw)} raw / ${kb(page.gzip)} gzip exceeds the budget ${kb(limit.raw)} / ${kb(limit.gzip)}`,
    );
  }
  for (const marker of budget.forbiddenInFirstLoad) {
    if (page.text.includes(marker))
      problems.push(`${page.route}: first-load JS contains "${marker}" (load it on demand)`);
  }
  if (page.asyncScripts.length > 0)
    problems.push(
      `${page.route}: ${page.asyncScripts.join(', ')} load before the first paint (src/gatsby/node/scripts-after-paint.ts no longer recognises Gatsby's script tags)`,
    );
  // The offline shell is static HTML by design (src/gatsby/node/post-build.ts).
  if (page.startScripts.length === 0 && page.route !== '/offline-fallback.html')
    problems.push(`${page.route}: no app-scripts loader found (src/gatsby/node/scripts-after-paint.ts)`);
  if (page.unhintedStartScripts.length > 0)
    problems.push(
      `${page.route}: ${page.unhintedStartScripts.join(', ')} lack the compile hint (CompileHintsPlugin in src/gatsby/node/webpack.ts no longer marks Gatsby's start chunks)`,
    );
  const current = worst.get(page.type);
  if (!current || page.gzip > current.gzip) worst.set(page.type, page);
}
console.log('First-load JavaScript, heaviest page per type (raw / gzip):');
for (const [type, page] of [...worst.entries()].sort()) {
  const limit = budget.pageTypes[type] ?? budget.pageTypes.default;
  console.log(
    `  ${type.padEnd(10)} ${kb(page.raw).padStart(9)} / ${kb(page.gzip).padStart(8)}   budget ${kb(limit.raw)} / ${kb(limit.gzip)}   ${page.route}`,
  );
}
for (const problem of problems) console.error(problem);
console.log(`JavaScript budget: ${pages.length} pages, ${problems.length} problem(s).`);
process.exit(problems.length > 0 ? 1 : 0);
