/**
 * Hostile links on every page type that reads one, in all three languages (issue #24.3):
 * mutated, truncated, oversized, the other game, a newer version, forged bytes, markup in the
 * hash and in every text field a link carries. Each load must raise no page or console error
 * (the fixture fails the test on any), say what was wrong in words, and never render markup
 * from the link. One browser page per test walks through the links, so the suite stays short.
 */
import type { Page } from '@playwright/test';
import { newGame as newEndeavorGame } from '../src/engine/endeavor';
import { newGame } from '../src/engine/puerto-rico';
import { endeavorPositionLink, positionLink } from '../src/notation';
import { toBase64Url } from '../src/notation/base64url';
import { crc16 } from '../src/notation/checksum';
import { test, expect, islandsReady } from './fixtures';

/** A code with intact check digits over `body`: it passes the checksum and must be judged on its contents. */
function signed(...body: number[]): string {
  const crc = crc16(Uint8Array.from(body));
  return toBase64Url(Uint8Array.from([...body, crc >> 8, crc & 0xff]));
}

const markup = ['<img src=x onerror=f()>', '<b onclick=f()>Bo</b>', '"><svg onload=f()>'];
const puertoRico = positionLink(newGame({ players: 3 }, 21));
const endeavor = endeavorPositionLink(newEndeavorGame({ players: 3 }, 21));

/** Links every page should refuse, each with a name for the failure message. */
function hostile(own: string, other: string): [string, string][] {
  const mid = Math.floor(own.length / 2);
  return [
    ['mutated', own.slice(0, mid) + (own[mid] === 'A' ? 'B' : 'A') + own.slice(mid + 1)],
    ['truncated', own.slice(0, mid)],
    ['oversized', 'A'.repeat(200_000)],
    ['the other game', other],
    // Real codes are far longer than a page anchor (24 characters and up): these are too.
    ['a newer version', signed(99, ...new Array(24).fill(0))],
    ['forged bytes with intact check digits', signed(4, 0, ...new Array(24).fill(255))],
    ['markup in the hash', '<img src=x onerror="window.__pwned=1">'],
    ['escaped markup in the hash', '%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E'],
  ];
}

/** Valid links whose text fields (seat names) carry markup: the page may show them only as text. */
const withMarkup = { pr: positionLink(newGame({ players: 3 }, 21), { names: markup }), endeavor: endeavorPositionLink(newEndeavorGame({ players: 3 }, 21), { names: markup }) };

/** Visible words about the link: a notice, an alert or the link-error card. */
const notice = (page: Page) => page.locator('[role="alert"]:visible, [data-error]:visible, .play-notice:visible, [data-testid="shared-error"]:visible');

/** No element, attribute or script from the link made it into the page. */
async function expectNoMarkupFromLink(page: Page): Promise<void> {
  const injected = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    handlers: document.querySelectorAll('[onerror], [onclick], [onload]').length,
    svg: [...document.querySelectorAll('svg')].filter((s) => s.getAttribute('onload') !== null).length,
  }));
  expect(injected).toEqual({ pwned: undefined, handlers: 0, svg: 0 });
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/undefined|NaN|\[object |TypeError|Cannot read/);
}

/** `sends`: where the page sends a link of the other game (it moves there itself). */
const pages: { path: string; game: 'pr' | 'endeavor'; notices: boolean; sends?: string }[] = [
  { path: 'position/', game: 'pr', notices: true, sends: 'play/endeavor/' },
  { path: 'play/', game: 'pr', notices: true, sends: 'play/endeavor/' },
  { path: 'editor/', game: 'pr', notices: true, sends: 'play/endeavor/' },
  { path: 'puzzles/captain-rulebook/', game: 'pr', notices: true },
  // A lesson reads only its own step anchors: a foreign hash is ignored, never misread.
  { path: 'learn/puerto-rico/02-settler/', game: 'pr', notices: false },
  { path: 'play/endeavor/', game: 'endeavor', notices: true },
  { path: 'puzzles/endeavor-01-governor-tie/', game: 'endeavor', notices: true },
];

for (const lang of ['en', 'hu', 'nl'] as const)
  for (const { path, game, notices, sends } of pages)
    test(`/${lang}/${path} survives hostile links`, async ({ page }) => {
      test.setTimeout(120_000);
      const [own, other] = game === 'pr' ? [puertoRico, endeavor] : [endeavor, puertoRico];
      const bad = hostile(own, other);
      // Every kind in English; in the other languages the kinds whose words differ most.
      const refused = lang === 'en' ? bad : [bad[0]!, bad[4]!];
      const links: { kind: string; code: string; foreign: boolean; refused: boolean }[] = [
        ...refused.map(([kind, code]) => ({ kind, code, foreign: code === other, refused: code !== other })),
        // Valid links whose seat names are markup, of this game and of the other one.
        { kind: 'names with markup', code: withMarkup[game], foreign: false, refused: false },
        { kind: "the other game's names with markup", code: withMarkup[game === 'pr' ? 'endeavor' : 'pr'], foreign: true, refused: false },
      ];
      for (const { kind, code, foreign, refused } of links) {
        await page.goto('about:blank');
        await page.goto(`/${lang}/${path}#${code}`);
        if (foreign && sends) await page.waitForURL(`**/${lang}/${sends}#${code}`);
        await islandsReady(page);
        // A page that does not move a link of the other game elsewhere says what it is.
        if (notices && (refused || (foreign && !sends))) await expect(notice(page).first(), `a notice in words for ${kind}`).toHaveText(/\p{L}{3,}.*\p{L}{3,}/u);
        await expectNoMarkupFromLink(page);
      }
    });
