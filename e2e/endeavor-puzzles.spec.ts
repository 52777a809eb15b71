/** Endeavor puzzles: answered on the Endeavor board, judged by the engine; the list filters by game. */
import { test, expect, checkA11y, islandsReady } from './fixtures';
import type { Page } from '@playwright/test';

async function open(page: Page, url: string) {
  await page.goto(url);
  await islandsReady(page);
}

const you = (page: Page) => page.getByRole('region', { name: 'Your board' });

test('the governor-tie puzzle is solved on the board, with the answer sheet and the components note', async ({ page }) => {
  await open(page, '/en/puzzles/endeavor-01-governor-tie/');
  await expect(page.getByTestId('components-note')).toContainText('own choice');
  await expect(page.locator('[data-status]')).toContainText('Your move: act on the board.');
  await you(page)
    .getByRole('button', { name: /Shipyard/ })
    .click();
  await page.getByRole('button', { name: 'Use Shipyard: ship to Caribbean' }).click();
  const status = page.locator('[data-status]');
  await expect(status).toContainText('Solved!');
  await expect(status).toContainText('At the first try, with no help.');
  // The engine gave the governor card to you: it is on your board now.
  await expect(you(page).getByText(/Caribbean governor card/)).toBeVisible();
  const sheet = page.locator('.pz-sheet');
  await expect(sheet.locator('tbody tr').first()).toContainText('Use Shipyard: ship to Caribbean');
  await expect(sheet.locator('tbody tr').first()).toContainText('governor won, 0 glory');
  await expect(sheet.locator('[data-margin]')).toContainText('Only the best move reaches the goal.');
  await expect(page.getByRole('heading', { name: 'Why' })).toBeVisible();
  await checkA11y(page);
});

test("drawing before the presence is there is refused with the engine's reason; the second try works", async ({ page }) => {
  await open(page, '/en/puzzles/endeavor-03-presence/');
  await you(page)
    .getByRole('button', { name: /Market/ })
    .click();
  await page.getByRole('button', { name: 'Use Market: draw from the Africa deck' }).click();
  const verdict = page.locator('[data-verdict="illegal"]');
  await expect(verdict).toContainText('The engine refuses that move: The top card needs 3 markers in Africa; you have 2.');
  await expect(verdict).toContainText('Rule:');
  await expect(page.locator('[data-status]')).toContainText('Not the best move: try again.');
  await checkA11y(page);
  await you(page)
    .getByRole('button', { name: /Colonial House/ })
    .click();
  await page.getByRole('button', { name: 'Use Colonial House: occupy Luanda' }).click();
  await expect(page.locator('[data-status]')).toContainText('Good move. Keep going.');
  await you(page)
    .getByRole('button', { name: /Market/ })
    .click();
  await page.getByRole('button', { name: 'Use Market: draw from the Africa deck' }).click();
  await expect(page.locator('[data-status]')).toContainText('Solved, with help or after a mistake');
});

test('a legal but weaker answer is refused with what it gives, never the answer; the board is back for a second try', async ({ page }) => {
  await open(page, '/en/puzzles/endeavor-02-connections/');
  await you(page)
    .getByRole('button', { name: /Colonial House/ })
    .click();
  await page.getByRole('button', { name: 'Use Colonial House: occupy Amsterdam' }).click();
  const verdict = page.locator('[data-verdict="inferior"]');
  await expect(verdict).toContainText('this move gives +1 glory. A better move exists.');
  await expect(page.locator('[data-status]')).toContainText('Not the best move: try again.');
  await expect(page.locator('.pz-trainer')).not.toContainText('occupy Paris');
  await expect(page.locator('.pz-sheet')).toHaveCount(0);
  // The board is back: the same building can be used again, and the better city chosen.
  await you(page)
    .getByRole('button', { name: /Colonial House/ })
    .click();
  await page.getByRole('button', { name: 'Use Colonial House: occupy Paris' }).click();
  await expect(page.locator('[data-status]')).toContainText('Solved, with help or after a mistake');
});

test('Show solution opens the answer sheet beside the board', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/en/puzzles/endeavor-02-connections/');
  await page.getByRole('button', { name: 'Show solution' }).click();
  const sheet = page.locator('.pz-sheet');
  await expect(sheet.locator('tbody tr').first()).toContainText('Use Colonial House: occupy Paris');
  const board = (await page.locator('.bs-board').boundingBox())!;
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
  expect(box.y).toBeLessThan(800);
  await checkA11y(page);
});

test('hints come from the file, then the move', async ({ page }) => {
  await open(page, '/en/puzzles/endeavor-04-payment-twice/');
  const hint = page.getByRole('button', { name: 'Hint' });
  await hint.click();
  await expect(page.locator('[data-hint="1"]')).toContainText('unless a Payment takes the marker back');
  await hint.click();
  await hint.click();
  await expect(page.locator('[data-hint="3"]')).toContainText('The move: Use Shipyard: ship to Caribbean.');
  await expect(hint).toHaveCount(0);
  await expect(page.getByText('Hints taken: 3 (recorded)')).toBeVisible();
});

test('the puzzle list filters by game', async ({ page }) => {
  await open(page, '/en/puzzles/');
  await page.getByLabel('Game').selectOption('endeavor');
  const items = page.locator('[data-puzzle]');
  // At least 60 Endeavor puzzles (issue #21.4), 24 to a page: every page holds Endeavor ones only.
  await expect(page.locator('[data-count]')).toContainText(/^\d+ of \d+ puzzles shown$/);
  const shown = Number(/^(\d+) of/.exec((await page.locator('[data-count]').textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThanOrEqual(60);
  let seen = 0;
  let bombay = 0;
  for (;;) {
    const n = Math.min(24, shown - seen);
    await expect(items).toHaveCount(n);
    await expect(page.locator('[data-game="puerto-rico"]')).toHaveCount(0);
    bombay += await items.filter({ hasText: 'Bombay opens India' }).count();
    seen += n;
    if (seen >= shown) break;
    const first = await items.first().getAttribute('data-puzzle');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(items.first()).not.toHaveAttribute('data-puzzle', first ?? '');
  }
  expect(bombay).toBe(1);
  await page.getByLabel('Game').selectOption('puerto-rico');
  await expect(page.locator('[data-game="endeavor"]')).toHaveCount(0);
  await checkA11y(page);
});

test('a link with ?game= opens the puzzle list on that game, and a made-up game is ignored', async ({ page }) => {
  await open(page, '/en/puzzles/?game=endeavor');
  await expect(page.getByLabel('Game')).toHaveValue('endeavor');
  await expect(page.locator('[data-puzzle]').first()).toBeVisible();
  await expect(page.locator('[data-game="puerto-rico"]')).toHaveCount(0);
  await open(page, '/en/puzzles/?game=<b>chess</b>');
  await expect(page.getByLabel('Game')).toHaveValue('all');
  await expect(page.locator('[data-game="puerto-rico"]').first()).toBeVisible();
});

test("the solution of a phase puzzle shows the other players' worst-case replies", async ({ page }) => {
  await open(page, '/en/puzzles/endeavor-09-race/');
  await page.getByRole('button', { name: 'Show solution' }).click();
  const log = page.getByRole('region', { name: 'Moves so far' });
  await expect(log.locator('li').first()).toContainText('You: Use Shipyard: ship to Caribbean');
  await expect(log).toContainText('Bea: Use Colonial House: occupy Havana');
  await expect(page.locator('.pz-sheet')).toBeVisible();
  await checkA11y(page);
});

test('on a Dutch puzzle page the learner is “Jij” on the board, and the share box says how to get a link', async ({ page }) => {
  await open(page, '/nl/puzzles/endeavor-01-governor-tie/');
  await expect(page.getByRole('region', { name: 'Jouw bord' })).toBeVisible();
  await expect(page.locator('[data-share-none]')).toContainText('Doe een zet');
  await expect(page.getByText('You', { exact: true })).toHaveCount(0);
});

test('a Hungarian Endeavor puzzle gives its hints, explanation and source in Hungarian', async ({ page }) => {
  await open(page, '/hu/puzzles/endeavor-04-payment-twice/');
  await page.getByRole('button', { name: 'Tipp' }).click();
  await expect(page.locator('[data-hint="1"]')).toContainText('hacsak egy Fizetés vissza nem veszi a korongot');
  await expect(page.getByText('Holland szabályszöveg, 4. fázis')).toHaveAttribute('lang', 'hu');
  await page.getByRole('button', { name: 'Mutasd a megoldást' }).click();
  const why = page.getByRole('region', { name: 'Miért' });
  await expect(why.locator('p')).toHaveAttribute('lang', 'hu');
  await expect(why).toContainText('a tőzsde Fizetésével vedd vissza a korongját a kikötődbe');
});

test('a Build-phase puzzle is solved through the round: the building from the stock, the Salary, the Docks and a token', async ({ page }) => {
  await open(page, '/en/puzzles/endeavor-20-docks-for-the-governor/');
  await expect(page.getByText('Goal: the most glory for you by the end of this round.')).toBeVisible();
  await expect(page.getByText('The other players pass in the Action phase')).toBeVisible();
  const status = page.locator('[data-status]');
  await page.getByRole('button', { name: /^Docks · level 3/ }).click();
  await expect(status).toContainText('Good move. Keep going.');
  // Growth has run; the Salary phase asks which marker comes back.
  await you(page)
    .getByRole('button', { name: /^Colonial House/ })
    .click();
  await you(page)
    .getByRole('button', { name: /^Docks/ })
    .click();
  await page.getByRole('button', { name: 'Use Docks: ship to Caribbean, then occupy Cartagena' }).click();
  await expect(
    you(page)
      .getByText(/Caribbean/)
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Caribbean deck: .*Spend your Ship or Draw token: draw from the Caribbean deck$/ }).click();
  await expect(status).toContainText('Solved!');
  await checkA11y(page);
});
