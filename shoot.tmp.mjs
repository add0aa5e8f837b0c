import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:9102';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`[${w}] console ${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => console.log(`[${w}] pageerror: ${e.message}`));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    // scroll through to trigger lazy images
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(500);
    const name = p.replace(/\//g, '_') || 'root';
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: true });
    console.log('shot', name, w, await page.evaluate(() => document.body.scrollHeight));
  }
  await ctx.close();
}
await browser.close();
