// node scripts/bench/long-tasks.mjs <url>: one Lighthouse mobile run (system Chromium) on a served page,
// printing its score, Total Blocking Time and the main-thread tasks over 50 ms with the script that ran
// them: where to look when `npm run bench` shows a page losing points to TBT.
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
  const audit = (id) => lhr.audits[id];
  console.log(
    `performance ${lhr.categories.performance.score * 100}, TBT ${Math.round(audit('total-blocking-time').numericValue)} ms`,
  );
  for (const task of audit('long-tasks').details?.items ?? []) {
    console.log(`  ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms  ${task.url}`);
  }
} finally {
  await chrome.kill();
}
