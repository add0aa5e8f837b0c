// Gate: every built page's document stays within its page type's HTML budget (budgets/html-budget.json): bytes
// raw and gzip (the editor's article text left out, src/lib/perf/html-weight.ts), and the inline CSS and inline
// SVG shares. The document is what a visitor's browser parses, styles and lays out before the first paint, so
// its weight is main-thread time on a slow phone, on every visit (docs/performance.md, "Lighter documents").
// Usage: node scripts/quality/check-html-budget.mjs (PUBLIC_DIR, default public)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { importTs } from '../lib/import-ts.mjs';
import { builtPages, pageType } from './built-pages.mjs';

const { htmlShares, htmlBudgetProblems } = await importTs('src/lib/perf/html-weight.ts');
const budget = JSON.parse(readFileSync('budgets/html-budget.json', 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const problems = [];
const worst = new Map();
const pages = builtPages(process.env.PUBLIC_DIR ?? 'public');

for (const page of pages) {
  const type = pageType(page.route);
  const { budgeted, ...shares } = htmlShares(readFileSync(page.file, 'utf8'));
  const measured = { ...shares, gzip: gzipSync(budgeted, { level: 9 }).length };
  const limit = budget.pageTypes[type] ?? budget.pageTypes.default;
  problems.push(...htmlBudgetProblems(page.route, type, measured, limit));
  const current = worst.get(type);
  if (!current || measured.gzip > current.gzip) worst.set(type, { route: page.route, ...measured });
}

console.log('HTML documents, heaviest page per type (raw without article text, gzip, inline CSS, inline SVG):');
for (const [type, page] of [...worst.entries()].sort()) {
  const limit = budget.pageTypes[type] ?? budget.pageTypes.default;
  const cell = (value, max) => `${kb(value)} / ${kb(max)}`.padStart(19);
  console.log(
    `  ${type.padEnd(21)} ${cell(page.raw - page.article, limit.raw)} ${cell(page.gzip, limit.gzip)} ${cell(page.inlineCss, limit.inlineCss)} ${cell(page.inlineSvg, limit.inlineSvg)}   ${page.route}${page.article ? ` (+${kb(page.article)} article)` : ''}`,
  );
}
for (const problem of problems) console.error(problem);
console.log(`HTML budget: ${pages.length} pages, ${problems.length} problem(s).`);
process.exit(problems.length > 0 ? 1 : 0);
