// Dependency check for the deploy workflow: `npm audit --omit=dev`, which needs npm's advisory service (GitHub
// Actions reaches it; an offline machine does not). Fails on a high or critical advisory in a package whose code
// reaches a public page, and reports every other advisory without failing. What reaches a public page is read
// from the build's source maps (.build-artifacts/*.js.map, src/gatsby/node/build-artifacts.ts): the packages
// whose files webpack put into the JavaScript the site serves. Without a build, every production dependency
// counts as reaching a page. Exit codes: 0 passed, 1 a high advisory on a public page, 2 could not check.
// Usage: node scripts/quality/audit-prod.mjs   (npm run audit:prod; build first for the precise check)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ARTIFACTS = '.build-artifacts';
const FAILING = new Set(['high', 'critical']);

/** Package names in the source maps' `sources` (`webpack://x/./node_modules/@scope/name/…`), or null without a build. */
function packagesInPublicJs() {
  if (!existsSync(ARTIFACTS)) return null;
  const maps = readdirSync(ARTIFACTS).filter((name) => name.endsWith('.js.map'));
  if (maps.length === 0) return null;
  const names = new Set();
  for (const map of maps) {
    const { sources = [] } = JSON.parse(readFileSync(path.join(ARTIFACTS, map), 'utf8'));
    for (const source of sources) {
      // The last node_modules segment is the package whose code it is (nested copies included).
      const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      if (match) names.add(match[1]);
    }
  }
  return names;
}

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = null;
}
if (!report || report.error || !report.vulnerabilities) {
  const reason = report?.error?.summary || report?.message || result.stderr.trim().split('\n')[0] || 'no answer';
  console.error(
    `Dependency audit NOT CHECKED: npm's advisory service did not answer (${reason}).\n` +
      'This machine is probably offline or behind a registry mirror without the audit endpoint; run it where ' +
      'registry.npmjs.org answers (the deploy workflow on GitHub does).',
  );
  process.exit(2);
}

const onPages = packagesInPublicJs();
const reachesPage = (name) => (onPages ? onPages.has(name) : true);
const failing = [];
const others = [];
for (const [name, entry] of Object.entries(report.vulnerabilities)) {
  const titles = entry.via
    .filter((via) => typeof via === 'object')
    .map((via) => `${via.title} (${via.url})`)
    .join('; ');
  const line = `${name} [${entry.severity}] ${entry.range}${titles ? `: ${titles}` : ` via ${entry.via.join(', ')}`}`;
  (FAILING.has(entry.severity) && reachesPage(name) ? failing : others).push(line);
}

const scope = onPages
  ? `${onPages.size} packages in the JavaScript of public pages (source maps in ${ARTIFACTS}/)`
  : `every production dependency (no build in ${ARTIFACTS}/ to say which reach a page)`;
if (others.length > 0) console.log(`Advisories reported, not failing:\n  ${others.join('\n  ')}`);
if (failing.length > 0) {
  console.error(
    `Dependency audit failed: high advisories in code that reaches public pages:\n  ${failing.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Dependency audit passed: no high or critical advisory in ${scope}.`);
