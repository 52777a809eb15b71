/**
 * What one screen of a board page shows, measured in the page, and what must hold of it (issue
 * #16.2). board-fit.spec.ts measures lesson steps, the game pages and the puzzles on a phone;
 * all-pages.spec.ts measures the puzzles at 1280×800 in the same visit as its axe check, so a
 * puzzle page is opened once at that size (issue #24.7).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, islandsReady } from './fixtures';

export const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What a puzzle page may add around its board screen at 1280×800: site header, the puzzle's one-line head, footer. */
export const FRAME_PX = 220;
/** A puzzle page and the game page fit one screen at 1280×800: at most this high (issue #16.2). */
export const ONE_SCREEN_PX = 900;
/** On a phone the panel opens folded to its task and feedback: at most this share of the screen (#16, #17.4). */
export const PHONE_PANEL_SHARE = 0.35;

/** What one screen shows of a board page, measured in the page. */
export interface Fit {
  /** Page and viewport width: wider means a sideways scroll. */
  scrollWidth: number;
  width: number;
  pageHeight: number;
  /** The board screen's height (the board and its panel): what the page holds besides it is the site's frame. */
  screenHeight: number;
  /** The page's title (h1) wholly on the screen, below the sticky header; null when the page keeps it for screen readers only (a game). */
  title: boolean | null;
  /** The board screen's bottom edge on the screen: with the title, the whole decision seen as the page opens at 1280×800. */
  screenSeen: boolean;
  /** The task (null on a step with nothing to do) and the feedback region on the screen (not under the header). */
  task: boolean | null;
  feedback: boolean;
  /** Legal targets on the board, and how many of them are seen without scrolling. */
  targets: number;
  seen: number;
  /** The first target not seen (one off a panning box first), for the report. */
  missed: string | null;
  /** Targets inside a box that pans itself (Endeavor's enlarged map on a phone, `data-pan`), and how many of those are seen. */
  panTargets: number;
  panSeen: number;
  /** The part of the viewport's height the panel covers (a phone's bar at the bottom of the screen). */
  panelShare: number;
  /** A button shown in the panel but cut off by its sides (a row that runs off the bar), for the report. */
  cutButton: string | null;
}

export async function measure(page: Page, screen: string): Promise<Fit> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel) ?? document;
    const vh = window.innerHeight;
    const vw = window.innerWidth;
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const panel = root.querySelector('.bs-panel');
    const panelBox = panel?.getBoundingClientRect();
    // On the screen and, when it sits in the panel, inside the panel's visible box.
    const onScreen = (el: Element | null): boolean => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const top = Math.max(header, panel?.contains(el) && panelBox ? panelBox.top : 0);
      const bottom = Math.min(vh, panel?.contains(el) && panelBox ? panelBox.bottom : vh);
      return r.top >= top - 1 && r.top <= bottom - 8 && r.left >= -1 && r.right <= vw + 1;
    };
    // A target is seen when its centre is on the screen and what is drawn there is the target (not the header or the panel).
    const seenTarget = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || x > vw || y < header || y > vh) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (el === hit || el.contains(hit));
    };
    const feedbackAnchor = (el: Element | null): Element | null => (el && el.getClientRects().length === 0 ? el.parentElement : el);
    const targets = [...root.querySelectorAll('.bs-board button.pr-part, .bs-board .pr-chip-button, .bs-board .e-hot')].filter(
      (el) => (el as HTMLElement).offsetParent !== null || el instanceof SVGElement,
    );
    const inPan = (el: Element) => el.closest('[data-pan]') !== null;
    const missed = targets.filter((el) => !seenTarget(el)).sort((a, b) => Number(inPan(a)) - Number(inPan(b)));
    const panTargets = targets.filter(inPan);
    // Endeavor's game page answers in its status line (aria-live) and, when it refuses, an alert under it.
    const feedbackRegion = root.querySelector('[data-feedback]') ?? root.querySelector('[data-testid="status"]');
    const task = root.querySelector('[data-task]') ?? document.querySelector('[data-testid="play-status"], [data-testid="status"]') ?? null;
    const h1 = document.querySelector('main h1')?.getBoundingClientRect();
    const screenBox = root.querySelector('.board-screen')?.getBoundingClientRect();
    return {
      title: h1 && h1.height > 1 ? h1.top >= header - 1 && h1.bottom <= vh : null,
      screenSeen: screenBox ? screenBox.top >= header - 1 && screenBox.bottom <= vh + 1 : false,
      scrollWidth: document.documentElement.scrollWidth,
      width: vw,
      pageHeight: document.documentElement.scrollHeight,
      screenHeight: Math.round(root.querySelector('.board-screen')?.getBoundingClientRect().height ?? 0),
      task: task === null ? null : onScreen(task),
      // An empty feedback region takes no room: where it will show is where its parent is.
      feedback: onScreen(feedbackAnchor(feedbackRegion)),
      targets: targets.length,
      seen: targets.length - missed.length,
      missed: missed[0] ? (missed[0].getAttribute('aria-label') ?? missed[0].textContent ?? '').slice(0, 60) : null,
      panTargets: panTargets.length,
      panSeen: panTargets.filter((el) => !missed.includes(el)).length,
      panelShare: panelBox ? (Math.min(vh, panelBox.bottom) - Math.max(0, panelBox.top)) / vh : 0,
      cutButton:
        (panel && panelBox
          ? [...panel.querySelectorAll('button')].find((b) => {
              const r = b.getBoundingClientRect();
              return b.getClientRects().length > 0 && (r.right > Math.min(vw, panelBox.right) + 1 || r.left < Math.max(0, panelBox.left) - 1);
            })?.textContent
          : null) ?? null,
    };
  }, screen);
}

/**
 * Records the figures on the test (the JSON report keeps them) and checks what must hold; `oneScreen`
 * (puzzles and the game pages at 1280×800) adds: the page at most ONE_SCREEN_PX high and every legal
 * target seen without scrolling.
 */
export function check(info: TestInfo, where: string, fit: Fit, oneScreen = false): void {
  info.annotations.push({
    type: 'fit',
    description: `${where}: height ${fit.pageHeight} (board screen ${fit.screenHeight}), targets seen ${fit.seen}/${fit.targets}${fit.missed ? ` (first missed: ${fit.missed})` : ''}, panel ${Math.round(fit.panelShare * 100)}% of the screen`,
  });
  // The phone's bar, folded as the page opens, leaves the board in sight (a desktop's panel is beside the board).
  if (fit.width < 600) expect.soft(fit.panelShare, `${where}: the panel covers at most ${PHONE_PANEL_SHARE * 100}% of the screen`).toBeLessThanOrEqual(PHONE_PANEL_SHARE);
  expect.soft(fit.scrollWidth, `${where}: nothing scrolls sideways`).toBeLessThanOrEqual(fit.width);
  expect.soft(fit.cutButton, `${where}: every button of the panel is inside it, none cut off at its side`).toBeNull();
  if (fit.task !== null) expect.soft(fit.task, `${where}: the task is on the screen`).toBe(true);
  expect.soft(fit.feedback, `${where}: the feedback region is on the screen`).toBe(true);
  if (!oneScreen) return;
  expect.soft(fit.pageHeight, `${where}: the page fits one screen (at most ${ONE_SCREEN_PX} px high)`).toBeLessThanOrEqual(ONE_SCREEN_PX);
  expect.soft(fit.seen, `${where}: every legal target is seen without scrolling${fit.missed ? ` (missed: ${fit.missed})` : ''}`).toBe(fit.targets);
}

/** Waits out the board screen's opening scroll, made a frame after the island wakes (BoardScreen's scrollOnOpen). */
export const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The board as a step link opens it: the board-first screen at the top, below the site header. */
export async function toScreen(page: Page, screen: string): Promise<void> {
  await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'start' }), screen);
}

export const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/board-fit/${name}.png` });

/** Every puzzle page: the dashboard and the learner's own list sit beside them and have no board. */
export const isPuzzlePage = (path: string) => /^\/en\/puzzles\/[^/]+\/$/.test(path) && path !== '/en/puzzles/dashboard/' && path !== '/en/puzzles/yours/';
/** The building examples in every language: their role cards carry the longest role names (hu "Ültetvényes"). */
export const isBuildingExample = (path: string) => /^\/(en|hu|nl)\/buildings\/[^/]+\/$/.test(path);

/**
 * A puzzle page as it opens: its board screen (the board and its panel) in the site's frame. At
 * 1280×800 (`desktop`) that is the header, a one-line head and a one-line footer, at most FRAME_PX
 * around the board screen, the whole page one screen high and every legal target in sight.
 */
export async function checkPuzzleFit(page: Page, info: TestInfo, path: string, desktop: boolean): Promise<void> {
  await islandsReady(page);
  await settled(page);
  await expect(page.locator('.board-screen')).toBeVisible();
  const fit = await measure(page, '.pz-trainer');
  check(info, path, fit, desktop);
  await checkRoleCards(page, path);
  if (desktop) {
    expect.soft(fit.pageHeight - fit.screenHeight, `${path}: the page around the board is at most ${FRAME_PX} px`).toBeLessThanOrEqual(FRAME_PX);
    // As it opens: the title not under the sticky header, and the board and its panel whole below it.
    expect.soft(fit.title, `${path}: the puzzle's title is on the screen as the page opens`).toBe(true);
    expect.soft(fit.screenSeen, `${path}: the whole board screen is on the screen as the page opens`).toBe(true);
  } else expectDecisionInView(fit, path);
}

/**
 * On a phone, a page that opens on its board (a puzzle, a game) shows the decision as it opens:
 * every legal target between the top and the panel's bar, but for those on Endeavor's enlarged
 * map, which pans inside its box: when the map's are the only ones, one of them at least.
 */
export function expectDecisionInView(fit: Fit, where: string): void {
  const missed = fit.missed ? ` (missed: ${fit.missed})` : '';
  expect.soft(fit.seen - fit.panSeen, `${where}: every legal target off the map is in view as the page opens${missed}`).toBe(fit.targets - fit.panTargets);
  if (fit.panTargets > 0 && fit.panTargets === fit.targets) expect.soft(fit.panSeen, `${where}: a legal target on the map is in view as the page opens${missed}`).toBeGreaterThan(0);
}

/** The role cards of a building example hold their words: a card's words run out of their box when the box scrolls. */
export async function checkRoleCards(page: Page, path: string): Promise<void> {
  await islandsReady(page);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('.pr-role, .pr-role-name, .pr-role-meta')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => (el.closest('.pr-role')?.textContent ?? '').trim()),
  );
  expect.soft(cut, `${path}: role cards whose words overflow`).toEqual([]);
  // A name wraps only where it may: between words or at a soft hyphen ("Polgár-mester"), never
  // inside a word ("Craftsma/n"): it takes no more lines than it has pieces.
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.pr-role-name')]
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        const pieces = (el.textContent ?? '').split(/[\s\u00ad]+/).filter((w) => w !== '').length;
        return lines.size > pieces;
      })
      .map((el) => el.textContent ?? ''),
  );
  expect.soft(broken, `${path}: role names broken inside a word`).toEqual([]);
  // A badge on a card's corner (its doubloons, who took it) never lies over the name's words: the
  // coin covered the end of "Prospec-" on a five-player board at 1280 px.
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.pr-role')]
      .filter((card) => {
        const name = card.querySelector('.pr-role-name');
        const badges = [...card.querySelectorAll('.pr-role-meta .pr-count, .pr-role-meta .pr-taken-by')].map((b) => b.getBoundingClientRect()).filter((b) => b.width > 0);
        if (!name || badges.length === 0) return false;
        const range = document.createRange();
        range.selectNodeContents(name);
        const words = [...range.getClientRects()].filter((r) => r.width > 0);
        return words.some((w) => badges.some((b) => Math.min(w.right, b.right) - Math.max(w.left, b.left) > 0.5 && Math.min(w.bottom, b.bottom) - Math.max(w.top, b.top) > 0.5));
      })
      .map((card) => (card.textContent ?? '').trim()),
  );
  expect.soft(covered, `${path}: role cards whose badge covers the name`).toEqual([]);
}

/**
 * One English page of each puzzle kind the miner added with the others' replies declared greedy
 * (session 18): a Builder line to the end of the round (its answer a Pass) and a Mayor placement. The browser sample of
 * all-pages.spec.ts and the fit runs of board-fit.spec.ts always take them (mined pages are
 * otherwise sampled one in five); mined-puzzles.spec.ts plays them at both sizes.
 */
export const DECLARED_POLICY_PUZZLES = ['building-m2005', 'mayor-m4501'];
