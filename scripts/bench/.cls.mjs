import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map(s => (s.node?.outerHTML || s.node?.nodeName || '?').slice(0, 120) + ` ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto('http://127.0.0.1:9000' + (process.argv[2] || '/'), { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 4000));
await browser.close();
