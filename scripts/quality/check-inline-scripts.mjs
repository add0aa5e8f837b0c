// Gate: no built page runs script the build did not write. Every inline script in every HTML file of the build
// (pages, Gatsby's slices and the editor at /admin/) must be one of the build's own fixed scripts
// (src/lib/headers/inline-scripts.ts), and no markup may carry an inline event handler (onclick=…) or a
// javascript: address; the build's own scripts sit in <head> only. The script policies allow exactly those scripts by hash, so anything else would be
// blocked in the browser; this gate makes it fail the build output instead of failing silently.
// Usage: node scripts/quality/check-inline-scripts.mjs [public dir]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { gatePages } from './built-pages.mjs';

const { foreignInlineScripts, inlineHandlers, ownScriptsOutsideHead } = await importTs(
  'src/lib/headers/inline-scripts.ts',
);
const root = process.argv[2] ?? process.env.PUBLIC_DIR ?? 'public';
// The floor: the pages the sitemap lists exist (the editor's and Gatsby's own HTML files are checked too).
gatePages('Inline scripts gate', root);

/** Every .html file under `dir`. */
const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });

const clip = (text) => (text.length > 120 ? `${text.slice(0, 117)}...` : text).replace(/\s+/g, ' ');
const problems = [];
const files = htmlFiles(root);
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  const shown = path.relative(root, file);
  for (const body of foreignInlineScripts(html))
    problems.push(`${shown}: inline script not written by the build: ${clip(body)}`);
  // A copy of one of them outside <head> is planted: they act only in <head> (src/lib/headers/inline-scripts.ts).
  for (const body of ownScriptsOutsideHead(html))
    problems.push(`${shown}: the build's own inline script outside <head>: ${clip(body)}`);
  for (const tag of inlineHandlers(html))
    problems.push(`${shown}: inline event handler or javascript: address: ${clip(tag)}`);
}

if (files.length === 0) problems.push(`${root}: no HTML files (build first)`);
if (problems.length > 0) {
  console.error(`Inline scripts gate failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Inline scripts gate passed: ${files.length} HTML files run only the build's own inline scripts, no handlers.`,
);
