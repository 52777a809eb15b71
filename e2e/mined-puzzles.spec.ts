/** Mined puzzles (npm run puzzles:mine) in the list and the trainer: found by number and theme, played, axe-clean, at both widths. */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import '../src/i18n/tables';
import { puertoRicoPuzzleSchema } from '../src/content/schemas';
import type { Move } from '../src/engine/puerto-rico';
import { moveLabel } from '../src/islands/puerto-rico/board/text';
import type { Goal } from '../src/puzzles/puerto-rico/goals';
import { readPosition } from '../src/puzzles/puerto-rico/position';
import { Solver } from '../src/puzzles/puerto-rico/solve';
import { DECLARED_POLICY_PUZZLES } from './fit';
import { test, expect, checkA11y, islandsReady } from './fixtures';

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the list finds a mined puzzle by number and pages through hundreds (${size.width}px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/en/puzzles/');
    await islandsReady(page);
    await expect(page.locator('[data-page]')).toBeVisible();
    await page.screenshot({ path: `test-results/mined-list-${size.width}.png` });
    await page.getByRole('searchbox').fill('201');
    const card = page.locator('[data-puzzle$="-m201"]');
    await expect(card).toHaveCount(1);
    await checkA11y(page);
    await card.getByRole('link').first().click();
    await islandsReady(page);
    await expect(page.getByText('Your move: act on the board.')).toBeVisible();
    await page.screenshot({ path: `test-results/mined-puzzle-${size.width}.png`, fullPage: false });
    await checkA11y(page);
  });
}

/**
 * The kinds with the others' replies declared (greedy), at both widths: the question states the
 * policy, a weaker move is refused as "not the best" and the board goes back, then the file's
 * answer played move by move is solved, and the page passes axe before and after.
 */
const declaredFile = (id: string) => {
  const f = readdirSync('puzzles').find((n) => n.endsWith(`-${id}.yaml`))!;
  return puertoRicoPuzzleSchema.parse({ game: 'puerto-rico', ...parse(readFileSync(`puzzles/${f}`, 'utf8')) });
};
const literal = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Plays `m` on the board: its own button, or the item of the menu a part opens. */
async function play(page: Page, m: Move, caps: readonly number[]): Promise<void> {
  const words = moveLabel(m, 'en', caps);
  const own = page.getByRole('button', { name: new RegExp(`\\. ${literal(words)}$`) });
  if ((await own.count()) > 0) return own.first().click();
  const parts = page.getByRole('button', { name: /\. Choose…$/ });
  for (let i = 0; i < (await parts.count()); i++) {
    await parts.nth(i).click();
    const item = page.locator('.pr-menu-item').filter({ hasText: new RegExp(`^${literal(words)}$`) });
    if ((await item.count()) > 0) return item.first().click();
    await page.keyboard.press('Escape');
  }
  throw new Error(`no button plays ${words}`);
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const id of DECLARED_POLICY_PUZZLES) {
    test(`${id}: a weaker move first, then the answer (${size.width}px)`, async ({ page }) => {
      const file = declaredFile(id);
      const start = readPosition(file.position).result;
      if (!start.ok) throw new Error(`${id}: position`);
      const solver = new Solver(start.value, file.goal as Goal);
      const first = solver.advance(solver.root).node;
      const opts = solver.options(first);
      const weaker = opts.find((o) => o.value < opts[0]!.value)!;
      const caps = start.value.ships.map((s) => s.capacity);
      await page.setViewportSize(size);
      await page.goto(`/en/puzzles/${id}/`);
      await islandsReady(page);
      await expect(page.locator('.pz-trainer')).toContainText('each takes the move that looks best for him right away');
      await checkA11y(page);
      const status = page.locator('[data-status]');
      await play(page, weaker.move, caps);
      await expect(status).toContainText('Not the best move: try again.');
      await page.screenshot({ path: `test-results/declared-${id}-wrong-${size.width}.png` });
      let node = first;
      for (const m of file.answer as Move[]) {
        await play(
          page,
          m,
          node.state.ships.map((s) => s.capacity),
        );
        node = solver.advance(solver.child(node, m)).node;
      }
      await expect(status).toContainText('Solved!');
      await page.screenshot({ path: `test-results/declared-${id}-solved-${size.width}.png` });
      await checkA11y(page);
    });
  }
}
