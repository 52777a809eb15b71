import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = [['play', '/en/play/endeavor/?fast=1'], ['lesson', '/en/learn/endeavor/05-actions/'], ['sources', '/en/sources/#endeavor-components']];
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  for (const [name, url] of pages) {
    await page.goto('http://127.0.0.1:4602' + url, { waitUntil: 'networkidle' });
    if (name === 'play') {
      await page.getByRole('button', { name: 'Start game' }).click().catch(() => {});
      await page.waitForTimeout(1500);
    }
    if (name === 'lesson') {
      const step = page.locator('[aria-label="Try it on the board"][data-step="occupy"]');
      await step.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1500);
    }
    await page.screenshot({ path: `/tmp/endeavor-scratch/shots/${name}-${w}.png` });
  }
  await ctx.close();
}
await browser.close();
