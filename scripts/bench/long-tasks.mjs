// node scripts/bench/long-tasks.mjs <url>: one Lighthouse mobile run (system Chromium) on a served page,
// printing its score, FCP, LCP and Total Blocking Time, the element that made the largest paint, and the
// main-thread tasks over 50 ms with the script that ran them: where to look when `npm run bench` shows a
// page losing points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
if (!url) throw new Error('Usage: node scripts/bench/long-tasks.mjs http://127.0.0.1:9400/path/');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'] });
  const ms = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(
    `performance ${lhr.categories.performance.score * 100}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`,
  );
  const lcpElement = lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node;
  if (lcpElement) console.log(`  largest paint: ${lcpElement.selector} (${lcpElement.nodeLabel?.slice(0, 60)})`);
  for (const task of lhr.audits['long-tasks'].details?.items ?? []) {
    console.log(`  ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms  ${task.url}`);
  }
} finally {
  await chrome.kill();
}
