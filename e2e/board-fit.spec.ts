/**
 * Board-first screens, measured (issue #16.2): on every lesson step with a board, every puzzle and
 * the game page in each phase, at a desktop (1280×800) and a phone (390×844) size, the task and the
 * feedback region are on the screen as it opens, nothing scrolls sideways, and each legal target
 * is counted as seen (its centre on screen and not under the sticky header or panel) or not.
 * One page per size is reused and navigated (no axe here: all-pages.spec.ts runs it on every page).
 * A screenshot per page type and size goes to test-results/board-fit/ (not committed): look at them.
 */
import type { Page, TestInfo } from '@playwright/test';
import { builtPages } from './pages';
import { expect, islandsReady, test } from './fixtures';
import { playOneMove, playStatus, startPuertoRicoGame } from './play-table';
import { startEndeavorGame } from './play-table';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What a puzzle page may add around its board screen at 1280×800: site header, the puzzle's one-line head, footer. */
const FRAME_PX = 220;
/** A puzzle page and the game page fit one screen at 1280×800: at most this high (issue #16.2). */
const ONE_SCREEN_PX = 900;
/** On a phone the panel opens folded to its task and feedback: at most this share of the screen (#16, #17.4). */
const PHONE_PANEL_SHARE = 0.35;

const pages = builtPages();
// The building examples in every language: their role cards carry the longest role names (hu "Ültetvényes").
const buildingExamples = pages.filter((p) => /^\/(en|hu|nl)\/buildings\/[^/]+\/$/.test(p));
const lessons = pages.filter((p) => /^\/en\/learn\/(puerto-rico|endeavor)\/.+\/$/.test(p));
// Every puzzle page: the dashboard and the learner's own list sit beside them and have no board.
const puzzles = pages.filter((p) => /^\/en\/puzzles\/[^/]+\/$/.test(p) && p !== '/en/puzzles/dashboard/' && p !== '/en/puzzles/yours/');

/** What one screen shows of a board page, measured in the page. */
interface Fit {
  /** Page and viewport width: wider means a sideways scroll. */
  scrollWidth: number;
  width: number;
  pageHeight: number;
  /** The board screen's height (the board and its panel): what the page holds besides it is the site's frame. */
  screenHeight: number;
  /** The task (null on a step with nothing to do) and the feedback region on the screen (not under the header). */
  task: boolean | null;
  feedback: boolean;
  /** Legal targets on the board, and how many of them are seen without scrolling. */
  targets: number;
  seen: number;
  /** The first target not seen, for the report. */
  missed: string | null;
  /** The part of the viewport's height the panel covers (a phone's bar at the bottom of the screen). */
  panelShare: number;
  /** A button shown in the panel but cut off by its sides (a row that runs off the bar), for the report. */
  cutButton: string | null;
}

async function measure(page: Page, screen: string): Promise<Fit> {
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
    const missed = targets.filter((el) => !seenTarget(el));
    // Endeavor's game page answers in its status line (aria-live) and, when it refuses, an alert under it.
    const feedbackRegion = root.querySelector('[data-feedback]') ?? root.querySelector('[data-testid="status"]');
    const task = root.querySelector('[data-task]') ?? document.querySelector('[data-testid="play-status"], [data-testid="status"]') ?? null;
    return {
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
function check(info: TestInfo, where: string, fit: Fit, oneScreen = false): void {
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

/** The board as a step link opens it: the board-first screen at the top, below the site header. */
async function toScreen(page: Page, screen: string): Promise<void> {
  await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'start' }), screen);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/board-fit/${name}.png` });

/**
 * On a phone, the prompt and a legal target at once (#16, #17.4): the bar opens folded, and when no
 * target is in view its pointer ("Your moves are below") brings one up without hiding the prompt.
 */
async function targetAndPrompt(page: Page, screen: string, where: string): Promise<void> {
  await toScreen(page, `${screen} .board-screen`);
  let fit = await measure(page, screen);
  const toMoves = page.locator(`${screen} .bs-to-moves`);
  if (fit.seen === 0 && (await toMoves.count()) > 0) {
    await toMoves.click();
    fit = await measure(page, screen);
  }
  expect.soft(fit.targets, `${where}: the board offers a move`).toBeGreaterThan(0);
  expect.soft(fit.seen, `${where}: a legal target is seen with the prompt (first missed: ${fit.missed})`).toBeGreaterThan(0);
  if (fit.task !== null) expect.soft(fit.task, `${where}: the prompt is on the screen`).toBe(true);
  expect.soft(fit.panelShare, `${where}: the panel covers at most ${PHONE_PANEL_SHARE * 100}% of the screen`).toBeLessThanOrEqual(PHONE_PANEL_SHARE);
}

test.describe('on a phone, the prompt and the target at once', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an Endeavor puzzle, the Endeavor lesson, a Captain lesson step, both game pages', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/en/puzzles/endeavor-01-governor-tie/');
    await islandsReady(page);
    await targetAndPrompt(page, '.pz-trainer', 'Endeavor puzzle');
    await shot(page, 'phone-endeavor-puzzle-folded');

    await page.goto('/en/learn/endeavor/01-build-phase/');
    const step = page.locator('.e-lesson-step').first();
    await step.scrollIntoViewIfNeeded();
    const id = await step.getAttribute('data-step');
    await expect(page.locator(`astro-island:has(.e-lesson-step[data-step="${id}"])`)).not.toHaveAttribute('ssr', '');
    await targetAndPrompt(page, `.e-lesson-step[data-step="${id}"]`, 'Endeavor lesson');
    await shot(page, 'phone-endeavor-lesson-folded');

    await page.goto('/en/learn/puerto-rico/07-captain/#step-3');
    await islandsReady(page);
    await expect(page.locator('.lesson-player:not(.excerpt)')).toHaveAttribute('data-step', '3');
    await targetAndPrompt(page, '.lesson-player:not(.excerpt)', 'Captain lesson step 3');
    await shot(page, 'phone-captain-lesson-folded');
    // Unfolded on request: the rest of the panel (here the step's controls) comes back.
    const fold = page.locator('.lesson-player:not(.excerpt) .bs-fold');
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'true');

    await startPuertoRicoGame(page, { players: 3, seed: '7' });
    await expect(playStatus(page)).toHaveText(/choose a role/, { timeout: 30_000 });
    await targetAndPrompt(page, '.play', 'Puerto Rico game');
    await shot(page, 'phone-play-folded');

    await startEndeavorGame(page, { seats: ['human', 'random', 'random'], seed: '42' });
    // The moves list sits in the folded part of the bar: attached, not shown.
    await expect(page.getByTestId('moves').locator('button').first()).toBeAttached({ timeout: 30_000 });
    await targetAndPrompt(page, '.e-table', 'Endeavor game');
    await shot(page, 'phone-endeavor-play-folded');
  });
});

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`every lesson step with a board (${size.name})`, async ({ page }, info) => {
      test.setTimeout(150_000);
      let shotPr = false;
      let shotE = false;
      for (const path of lessons) {
        await page.goto(path);
        if (path.includes('/puerto-rico/')) {
          await islandsReady(page);
          const steps = await page.locator('.lesson-player:not(.excerpt) .step-links li').count();
          for (let n = 1; n <= steps; n++) {
            await page.evaluate((h) => (window.location.hash = h), `#step-${n}`);
            await expect(page.locator('.lesson-player:not(.excerpt)')).toHaveAttribute('data-step', String(n));
            if ((await page.locator('.lesson-player:not(.excerpt) .board-screen').count()) === 0) continue;
            await toScreen(page, '.lesson-player:not(.excerpt) .board-screen');
            check(info, `${path}#step-${n}`, await measure(page, '.lesson-player:not(.excerpt)'));
            if (!shotPr) {
              await shot(page, `lesson-${size.name}`);
              shotPr = true;
            }
          }
        } else {
          const steps = await page.locator('.e-lesson-step').all();
          for (const [i, step] of steps.entries()) {
            const id = await step.getAttribute('data-step');
            // Each step's island wakes as it comes into view.
            await step.scrollIntoViewIfNeeded();
            await expect(page.locator(`astro-island:has(.e-lesson-step[data-step="${id}"])`)).not.toHaveAttribute('ssr', '');
            await toScreen(page, `.e-lesson-step[data-step="${id}"] .board-screen`);
            check(info, `${path} step ${i + 1}`, await measure(page, `.e-lesson-step[data-step="${id}"]`));
            if (!shotE) {
              await shot(page, `endeavor-lesson-${size.name}`);
              shotE = true;
            }
          }
        }
      }
    });

    test(`role cards hold their names in every language (${size.name})`, async ({ page }) => {
      test.setTimeout(300_000);
      expect(buildingExamples.length, 'building examples in three languages').toBeGreaterThan(2);
      for (const path of buildingExamples) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await islandsReady(page);
        // A card's words run out of their box when the box scrolls (scrollWidth beyond clientWidth).
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll('.pr-role, .pr-role-name, .pr-role-meta')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => (el.closest('.pr-role')?.textContent ?? '').trim()),
        );
        expect.soft(cut, `${path}: role cards whose words overflow`).toEqual([]);
      }
    });

    test(`every puzzle (${size.name})`, async ({ page }, info) => {
      // About 80 pages, on a machine shared with other work.
      test.setTimeout(400_000);
      const shots = new Set<string>();
      for (const path of puzzles) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await islandsReady(page);
        await expect(page.locator('.board-screen')).toBeVisible();
        const fit = await measure(page, '.pz-trainer');
        // Puzzle pages are their board screen (the board and its panel) in the site's frame: the
        // header, a one-line head and a one-line footer, at most FRAME_PX around it on a desktop,
        // and the whole page one screen high.
        check(info, path, fit, size.name === 'desktop');
        if (size.name === 'desktop') expect.soft(fit.pageHeight - fit.screenHeight, `${path}: the page around the board is at most ${FRAME_PX} px`).toBeLessThanOrEqual(FRAME_PX);
        const kind = path.includes('endeavor') ? 'endeavor-puzzle' : 'puzzle';
        if (!shots.has(kind)) {
          await shot(page, `${kind}-${size.name}`);
          shots.add(kind);
        }
      }
    });

    test(`the game page in each phase (${size.name})`, async ({ page }, info) => {
      test.setTimeout(150_000);
      await startPuertoRicoGame(page, { players: 3, seed: '7' });
      const seen = new Set<string>();
      for (let i = 0; i < 36 && seen.size < 7; i++) {
        await expect(playStatus(page)).toHaveText(/to play|game ended/, { timeout: 30_000 });
        const status = (await playStatus(page).textContent()) ?? '';
        if (/game ended/.test(status)) break;
        // The person takes the roles in turn (the first role left each time would show few phases).
        if (/choose a role/.test(status)) {
          // The roles left are buttons; a taken card is drawn as a picture.
          await expect(page.locator('.bs-board button.pr-role').first()).toBeAttached();
          const places = await page.locator('.bs-board .pr-target:has(> button.pr-role)').evaluateAll((els) => els.map((el) => el.getAttribute('data-place')));
          if (!seen.has('choose a role')) {
            seen.add('choose a role');
            await toScreen(page, '.board-screen');
            check(info, `play, ${status}`, await measure(page, '.play'), size.name === 'desktop');
            await shot(page, `play-${size.name}`);
          }
          // Waits until the move is played: while a role's menu is open the status line still reads
          // "choose a role", and the next turn clicked another card (this test waited out its time in CI).
          const place = places[i % Math.max(1, places.length)];
          const card = page.locator(`.bs-board .pr-target[data-place="${place}"] > button`);
          const opensMenu = (await card.getAttribute('aria-haspopup')) === 'true';
          await card.click({ timeout: 30_000 });
          // A role with a choice (the Mayor with or without the privilege colonist) opens a menu first.
          if (opensMenu) await page.locator('.bs-board .pr-menu-item:not(.pr-menu-cancel)').first().click();
          // Taken, or the round ended at once (the person chose last and the phase had nothing to do).
          await expect.poll(async () => (await card.count()) === 0 || (await playStatus(page).textContent()) !== status).toBe(true);
          continue;
        }
        const phase = /:\s*([^·]+?)\s*(?:phase)?$/i.exec(status)?.[1] ?? status;
        if (!seen.has(phase)) {
          seen.add(phase);
          await toScreen(page, '.board-screen');
          check(info, `play, ${status}`, await measure(page, '.play'), size.name === 'desktop');
        }
        await playOneMove(page);
      }
      info.annotations.push({ type: 'phases', description: [...seen].join(', ') });
      expect(seen.size, 'the person played in several phases').toBeGreaterThanOrEqual(3);
    });

    test(`the Endeavor game page in each phase (${size.name})`, async ({ page }, info) => {
      test.setTimeout(150_000);
      await startEndeavorGame(page, { seats: ['human', 'random', 'random'], seed: '42' });
      const status = page.getByTestId('status');
      // Not by role: on a phone the list is in the folded part of the bar, out of the accessibility tree until unfolded.
      const moves = page.getByTestId('moves').locator('button');
      const seen = new Set<string>();
      for (let i = 0; i < 60 && seen.size < 4; i++) {
        // On a phone the moves list sits in the folded part of the bar: attached, not shown.
        await expect(moves.first().or(page.getByTestId('scores'))).toBeAttached({ timeout: 30_000 });
        if (await page.getByTestId('scores').isVisible()) break;
        const phase = /·\s*([^·]+?)\s*phase/i.exec((await status.textContent()) ?? '')?.[1] ?? '?';
        if (!seen.has(phase)) {
          seen.add(phase);
          await toScreen(page, '.board-screen');
          check(info, `endeavor play, ${phase}`, await measure(page, '.e-table'), size.name === 'desktop');
          if (seen.size === 1) await shot(page, `endeavor-play-${size.name}`);
        }
        await moves.first().dispatchEvent('click');
      }
      info.annotations.push({ type: 'phases', description: [...seen].join(', ') });
      expect(seen.size, 'the person played in several phases').toBeGreaterThanOrEqual(2);
    });
  });
}
