// npm run bench:build: times cold and warm production builds and records peak memory with the real
// content and with 1,000 and 5,000 synthetic posts (CONTENT_DIR points the build at a generated copy),
// then writes the table to docs/performance.md. BENCH_SIZES=0,1000 limits the sizes.
// Each size builds three times: "fresh" (gatsby clean and an empty poster cache: a new clone or CI
// runner), "cold" (gatsby clean only: .cache and public wiped, drawn posters reused from the poster
// cache, src/gatsby/node/poster-cache.ts) and "warm" (the same build again). The bench keeps its
// posters in its own temporary POSTER_CACHE_DIR, so it never touches the developer's cache.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replaceSection } from './report.mjs';

const posterCache = path.join(os.tmpdir(), 'starops-bench-poster-cache');
const sizes = (process.env.BENCH_SIZES ?? '0,1000,5000').split(',').map(Number);
const authors = JSON.parse(readFileSync('content/authors/authors.json', 'utf8')).map((a) => a.id);
const topicSlugs = JSON.parse(readFileSync('content/site/topics.json', 'utf8')).topics.map((t) => t.slug);
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const paragraph =
  'Configuration drift creeps in when servers are changed by hand. Keeping every change in version control, reviewing it and applying it with the same tool each time makes the fleet predictable and the rollback a revert.';

function syntheticPost(id) {
  const date = new Date(Date.UTC(2015, 0, 1) + id * 86_400_000);
  const display = `${String(date.getUTCDate()).padStart(2, '0')} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  const body = Array.from({ length: 8 }, (_, i) => `## Step ${i + 1}\n\n${paragraph} ${paragraph}\n`).join('\n');
  return `---
id: ${id}
title: synthetic-post-${id}
seoTitle: "Synthetic benchmark post ${id}"
seoKeywords: "synthetic topic ${id % 300}, synthetic area ${id % 40}, benchmark"
topics: [${topicSlugs[id % topicSlugs.length]}]
heading: "Synthetic benchmark post number ${id}"
description: "A generated post used only to measure how build time and memory grow with the number of posts."
author: ${authors[id % authors.length]}
date: "${display}"
related: [1, 2, 3]
technical: true
---

${body}
\`\`\`bash
echo "post ${id}"
\`\`\`
`;
}

function prepare(extra) {
  if (extra === 0) return path.resolve('content');
  const dir = path.join(os.tmpdir(), `starops-bench-content-${extra}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync('content', dir, { recursive: true });
  for (let i = 0; i < extra; i++) {
    const id = 1000 + i;
    mkdirSync(path.join(dir, 'blog', `synthetic-post-${id}`), { recursive: true });
    writeFileSync(path.join(dir, 'blog', `synthetic-post-${id}`, 'index.md'), syntheticPost(id));
  }
  return dir;
}

function timedBuild(contentDir) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', 'node_modules/.bin/gatsby', 'build'], {
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      POSTER_CACHE_DIR: posterCache,
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
    },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`Build failed for ${contentDir}:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  const [seconds, kilobytes] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { seconds, peakMiB: Math.round(kilobytes / 1024) };
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const rows = [];

/** Rewrites the section after every size, so a long run that is stopped keeps what it measured. */
function writeTable() {
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. Fresh = after \`gatsby clean\` with an empty poster cache (a new clone or CI runner); cold = after \`gatsby clean\`, drawn posters reused from the poster cache; warm = the same build again with the cache. Peak memory is the largest process's maximum resident set (GNU time).`,
    '',
    '| Posts | Fresh build | Cold build | Warm build | Peak memory (cold) | Peak memory (warm) | Fresh seconds per added post | Cold seconds per added post |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r, i) => {
      // Linear growth shows as a steady cost per post added since the previous row.
      const previous = rows[i - 1];
      const perPost = (key) =>
        previous
          ? `${((r[key].seconds - previous[key].seconds) / (r.posts - previous.posts)).toFixed(3)} s`
          : '(baseline)';
      return `| ${r.posts.toLocaleString('en-US')} | ${r.fresh.seconds.toFixed(1)} s | ${r.cold.seconds.toFixed(1)} s | ${r.warm.seconds.toFixed(1)} s | ${r.cold.peakMiB} MiB | ${r.warm.peakMiB} MiB | ${perPost('fresh')} | ${perPost('cold')} |`;
    }),
  ].join('\n');
  replaceSection('docs/performance.md', 'build-scaling', table);
}

for (const extra of sizes) {
  const contentDir = prepare(extra);
  const posts = 32 + extra;
  const clean = () =>
    execFileSync('node_modules/.bin/gatsby', ['clean'], {
      stdio: 'ignore',
      env: { ...process.env, CONTENT_DIR: contentDir },
    });
  clean();
  rmSync(posterCache, { recursive: true, force: true });
  console.log(`Fresh build with ${posts} posts...`);
  const fresh = timedBuild(contentDir);
  clean();
  console.log(`Cold build with ${posts} posts...`);
  const cold = timedBuild(contentDir);
  console.log(`Warm build with ${posts} posts...`);
  const warm = timedBuild(contentDir);
  rows.push({ posts, fresh, cold, warm });
  console.log(
    `${posts} posts: fresh ${fresh.seconds}s, cold ${cold.seconds}s ${cold.peakMiB} MiB, warm ${warm.seconds}s ${warm.peakMiB} MiB`,
  );
  writeTable();
  if (extra !== 0) rmSync(contentDir, { recursive: true, force: true });
}
execFileSync('node_modules/.bin/gatsby', ['clean'], { stdio: 'ignore' });
rmSync(posterCache, { recursive: true, force: true });
console.log(
  'Wrote docs/performance.md (build scaling section). Run "npm run build" again before serving: the last build used synthetic content.',
);
