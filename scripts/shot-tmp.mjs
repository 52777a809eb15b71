import { chromium } from '@playwright/test';
const [port, ...urls] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const url of urls) for (const [w, h] of [[1280, 800], [390, 844]]) {
  const p = await b.newPage({ viewport: { width: w, height: h } });
  await p.goto(`http://localhost:${port}${url}`); await p.waitForTimeout(1500);
  const el = p.locator('.offline-games');
  if (await el.count()) await el.scrollIntoViewIfNeeded();
  const name = `/tmp/shot-${url.replace(/\W+/g, '_')}-${w}.png`;
  await p.screenshot({ path: name }); console.log(name);
  await p.close();
}
await b.close();
