import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:9000${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','accessibility','best-practices','seo'] });
  const { categories: c, audits: a } = r.lhr;
  console.log(path, Object.values(c).map(x => `${x.id}:${Math.round(x.score*100)}`).join(' '), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'FCP', Math.round(a['first-contentful-paint'].numericValue));
  for (const cat of Object.values(c)) for (const ref of cat.auditRefs) { const au = a[ref.id]; if (au.score !== null && au.score < 0.9 && ref.weight > 0) console.log('   ', cat.id, ref.id, au.score, au.displayValue || ''); }
}
await chrome.kill();
