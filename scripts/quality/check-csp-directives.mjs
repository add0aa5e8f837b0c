// Gate: every Content-Security-Policy the build ships, in `_headers` and in each page's <meta>, uses only
// directives that Chromium, Firefox and WebKit all understand, and no page's own policy carries a
// header-only directive such as upgrade-insecure-requests. The rule itself is src/lib/headers/csp-directives.ts,
// the same one the policy builder's unit tests use. Usage: node scripts/quality/check-csp-directives.mjs [public dir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { pagesWithFloor } from './built-pages.mjs';

const RULE = fileURLToPath(new URL('../../src/lib/headers/csp-directives.ts', import.meta.url));

/** The TypeScript rule, compiled in memory (esbuild, a dependency already) so there is one copy of it. */
async function loadRule() {
  const { outputFiles } = await build({ entryPoints: [RULE], bundle: true, format: 'esm', write: false });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/** Problems with the directives of every policy in a build; empty when all is well. The lead's gates can call it. */
export async function cspDirectiveProblems(root = 'public') {
  const { cspDirectiveProblems: check } = await loadRule();
  const problems = [];
  // The floor first: a build with no pages, or fewer than its sitemap lists, has nothing to pass.
  const pages = pagesWithFloor(root);
  // Every policy line of `_headers` (what each rule sets; the headers gate checks how Cloudflare merges them).
  let pattern = '';
  let headerPolicies = 0;
  for (const line of readFileSync(path.join(root, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('/')) pattern = line.trim();
    const policy = /^\s+Content-Security-Policy:\s*(.*)$/.exec(line)?.[1];
    if (policy) headerPolicies += 1;
    if (policy) problems.push(...check(policy, 'header').map((problem) => `_headers ${pattern}: ${problem}`));
  }
  if (headerPolicies === 0) problems.push('_headers: no Content-Security-Policy at all');
  for (const page of pages) {
    const html = readFileSync(page.file, 'utf8');
    const policies = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi)];
    if (policies.length === 0) problems.push(`${page.route}: no Content-Security-Policy of its own (<meta>)`);
    for (const [, content] of policies) {
      problems.push(...check(content.replace(/&quot;/g, '"'), 'meta').map((problem) => `${page.route}: ${problem}`));
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = await cspDirectiveProblems(process.argv[2] ?? process.env.PUBLIC_DIR ?? 'public').catch((error) => [
    error.message,
  ]);
  if (problems.length > 0) {
    const unique = [...new Set(problems)];
    console.error(`CSP directives gate failed:\n  ${unique.slice(0, 50).join('\n  ')}`);
    if (unique.length > 50) console.error(`  … and ${unique.length - 50} more`);
    process.exit(1);
  }
  console.log('CSP directives gate passed: every policy uses only directives Chromium, Firefox and WebKit understand.');
}
