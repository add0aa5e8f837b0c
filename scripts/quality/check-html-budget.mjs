// Gate: every built page's document stays within its page type's HTML budget (budgets/html-budget.json): bytes
// raw and gzip (what editors write left out, src/lib/perf/html-weight.ts), and the inline CSS and inline
// SVG shares. The document is what a visitor's browser parses, styles and lays out before the first paint, so
// its weight is main-thread time on a slow phone, on every visit (docs/performance.md, "Lighter documents").
// Usage: node scripts/quality/check-html-budget.mjs (PUBLIC_DIR, default public). HTML_BUDGET_WRITE=1 rewrites the
// budgets from this build instead (after documents got lighter): each share of each type at its heaviest page plus
// 10%, and the inline SVG share at least 2 KB over it (about a dozen more icons an editor may add), in 512-byte steps.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { importTs } from '../lib/import-ts.mjs';
import { gatePages, pageType } from './built-pages.mjs';

const { htmlShares, htmlBudgetProblems } = await importTs('src/lib/perf/html-weight.ts');
const budget = JSON.parse(readFileSync('budgets/html-budget.json', 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const problems = [];
const worst = new Map();
/** Per type, the largest value of each share over its pages (for HTML_BUDGET_WRITE). */
const maxima = new Map();
const pages = gatePages('HTML budget', process.argv[2] ?? process.env.PUBLIC_DIR ?? 'public');

for (const page of pages) {
  const type = pageType(page.route);
  const { budgeted, ...shares } = htmlShares(readFileSync(page.file, 'utf8'));
  const measured = { ...shares, gzip: gzipSync(budgeted, { level: 9 }).length };
  const limit = budget.pageTypes[type] ?? budget.pageTypes.default;
  problems.push(...htmlBudgetProblems(page.route, type, measured, limit));
  const current = worst.get(type);
  if (!current || measured.gzip > current.gzip) worst.set(type, { route: page.route, ...measured });
  const most = maxima.get(type) ?? { raw: 0, gzip: 0, inlineCss: 0, inlineSvg: 0 };
  const values = { ...measured, raw: measured.raw - measured.content };
  maxima.set(type, Object.fromEntries(Object.entries(most).map(([key, value]) => [key, Math.max(value, values[key])])));
}

if (process.env.HTML_BUDGET_WRITE === '1') writeBudgets();
else report();

/** HTML_BUDGET_WRITE: the budgets from this build (see the header). */
function writeBudgets() {
  const step = (bytes) => Math.ceil(bytes / 512) * 512;
  const pageTypes = { default: budget.pageTypes.default };
  for (const [type, most] of [...maxima.entries()].sort()) {
    pageTypes[type] = {
      raw: step(most.raw * 1.1),
      gzip: step(most.gzip * 1.1),
      inlineCss: step(most.inlineCss * 1.1),
      inlineSvg: step(Math.max(most.inlineSvg * 1.1, most.inlineSvg + 2048)),
    };
  }
  writeFileSync('budgets/html-budget.json', `${JSON.stringify({ ...budget, pageTypes }, null, 2)}\n`);
  console.log('Wrote budgets/html-budget.json from this build; say why in the commit if any budget went up.');
}

/** The heaviest page per type against its budget; fails the build on any problem. */
function report() {
  console.log('HTML documents, heaviest page per type (raw and gzip without editors’ text, inline CSS, inline SVG):');
  for (const [type, page] of [...worst.entries()].sort()) {
    const limit = budget.pageTypes[type] ?? budget.pageTypes.default;
    const cell = (value, max) => `${kb(value)} / ${kb(max)}`.padStart(19);
    console.log(
      `  ${type.padEnd(21)} ${cell(page.raw - page.content, limit.raw)} ${cell(page.gzip, limit.gzip)} ${cell(page.inlineCss, limit.inlineCss)} ${cell(page.inlineSvg, limit.inlineSvg)}   ${page.route} (+${kb(page.content)} text)`,
    );
  }
  for (const problem of problems) console.error(problem);
  console.log(`HTML budget: ${pages.length} pages, ${problems.length} problem(s).`);
  process.exit(problems.length > 0 ? 1 : 0);
}
