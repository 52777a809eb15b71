/**
 * Practice after a lesson (issue #19.3): the lesson lists its practice puzzles, the Learn page
 * counts a star for each solved at the first try without a hint, and a lesson with every step done
 * and every star won reads "Mastered".
 */
import { test, expect, islandsReady } from './fixtures';

const LESSON = 'en/puerto-rico/07-captain';

test('the Captain lesson ends with its practice: puzzle pages that open', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/07-captain/');
  const practice = page.getByRole('region', { name: 'Practice' });
  await expect(practice).toBeVisible();
  const links = practice.getByRole('link');
  const n = await links.count();
  expect(n).toBeGreaterThanOrEqual(3);
  expect(n).toBeLessThanOrEqual(5);
  await links.first().click();
  await expect(page).toHaveURL(/\/en\/puzzles\/[a-z0-9-]+\/$/);
  await islandsReady(page);
  await expect(page.locator('.board-screen')).toBeVisible();
});

test('the Learn page counts stars, and a finished lesson with every star is mastered', async ({ page }) => {
  await page.goto('/en/learn/');
  const card = page.locator(`[data-progress-for="${LESSON}"]`);
  const practice = ((await card.getAttribute('data-practice')) ?? '').split(' ').filter(Boolean);
  const total = Number(await card.getAttribute('data-total'));
  expect(practice.length).toBeGreaterThanOrEqual(3);
  await expect(card).toContainText(`0/${practice.length} stars`);

  // All but one solved cleanly, the last one with a hint: no star for it.
  const record = (clean: boolean) => ({ solved: true, clean, attempts: 1, hints: clean ? 0 : 1 });
  const puzzles = Object.fromEntries(practice.map((id, i) => [id, record(i < practice.length - 1)]));
  const lessons = { [LESSON]: { done: Array.from({ length: total }, (_, i) => i), total } };
  await page.evaluate(
    ({ puzzles, lessons }) => {
      localStorage.setItem(
        'euro-tutor.puzzles',
        JSON.stringify({ version: 2, puzzles, streak: { current: 0, best: 0 }, rating: { rating: 1500, rd: 200, vol: 0.06 }, history: [], puzzleStreak: { best: 0 } }),
      );
      localStorage.setItem('euro-tutor:lesson-progress:v1', JSON.stringify({ version: 1, lessons }));
    },
    { puzzles, lessons },
  );
  await page.reload();
  await expect(card).toContainText(`${practice.length - 1}/${practice.length} stars`);
  await expect(card).toContainText('Finished');
  await expect(card).not.toContainText('Mastered');

  await page.evaluate(
    (id) => {
      const r = JSON.parse(localStorage.getItem('euro-tutor.puzzles') ?? '{}');
      r.puzzles[id] = { solved: true, clean: true, attempts: 1, hints: 0 };
      localStorage.setItem('euro-tutor.puzzles', JSON.stringify(r));
    },
    practice[practice.length - 1]!,
  );
  await page.reload();
  await expect(card).toContainText(`${practice.length}/${practice.length} stars`);
  await expect(card).toContainText('Mastered');
  // The stars lead to the lesson's practice.
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/07-captain\/#practice$/);
  await expect(page.getByRole('heading', { name: 'Practice' })).toBeInViewport();
});
