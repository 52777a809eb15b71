// `node scripts/make-images.mjs`: draws the app icons and the link preview images from the site's
// logo and colours (Debian's Chromium renders the SVG/HTML), into public/icons/ and public/previews/.
// The PNGs are committed; run this again only when the logo or the colours change.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const ACCENT = '#8a3b12';
const PAPER = '#fbf8f2';
const INK = '#1f1a14';
// The ship of the header's logo (src/layouts/Base.astro), on a 32-unit grid.
const ship = (stroke) => `<path d="M7 21h18l-3 5H10z" fill="${stroke}"/><path d="M16 5v14M16 6l8 9h-8" stroke="${stroke}" stroke-width="2" fill="none"/>`;
const icon = (size, { maskable }) => {
  // A maskable icon is cut to a circle by some systems: keep the ship inside the middle 60%.
  const inner = maskable ? `<g transform="translate(6.4 6.4) scale(0.6)">${ship('#fff')}</g>` : ship('#fff');
  const rx = maskable ? 0 : 7;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" rx="${rx}" fill="${ACCENT}"/>${inner}</svg>`;
};
const preview = (title, subtitle) => `<div style="width:1200px;height:630px;box-sizing:border-box;background:${PAPER};color:${INK};
  font-family:'DejaVu Sans',sans-serif;display:flex;flex-direction:column;justify-content:center;padding:0 90px;border-bottom:24px solid ${ACCENT}">
  <div style="display:flex;align-items:center;gap:28px;font-size:44px;font-weight:700">${icon(110, { maskable: false })}Euro Tutor</div>
  <div style="font-size:96px;font-weight:700;margin-top:48px;color:${ACCENT}">${title}</div>
  <div style="font-size:40px;margin-top:20px;color:#5c5246">${subtitle}</div></div>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
async function shoot(html, width, height, file) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<html><body style="margin:0;background:transparent">${html}</body></html>`);
  await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width, height } });
  console.log(file);
}
mkdirSync('public/icons', { recursive: true });
mkdirSync('public/previews', { recursive: true });
for (const size of [192, 512]) await shoot(icon(size, { maskable: false }), size, size, `public/icons/icon-${size}.png`);
await shoot(icon(512, { maskable: true }), 512, 512, 'public/icons/icon-maskable-512.png');
// iOS puts its own rounded corners on the touch icon: give it the full square.
await shoot(icon(180, { maskable: true }).replace('scale(0.6)', 'scale(0.8)').replace('translate(6.4 6.4)', 'translate(3.2 3.2)'), 180, 180, 'public/icons/apple-touch-icon.png');
// Names of the games are the same in the three languages, so one image per game serves all.
await shoot(preview('Puerto Rico', 'Lessons · puzzles · bots · shared scenarios'), 1200, 630, 'public/previews/puerto-rico.png');
await shoot(preview('Endeavor', 'Lessons · puzzles · bots · shared scenarios'), 1200, 630, 'public/previews/endeavor.png');
await shoot(preview('Puerto Rico &amp; Endeavor', 'Learn the games step by step'), 1200, 630, 'public/previews/site.png');
await browser.close();
