import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('response', (r) => { if (r.status() >= 400) console.log(r.status(), r.url()); });
for (const p of process.argv.slice(2)) { await page.goto('http://127.0.0.1:9102' + p, { waitUntil: 'networkidle' }); await page.mouse.move(600, 500); await page.waitForTimeout(1500); }
await browser.close();
