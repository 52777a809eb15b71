/**
 * Practice after a lesson (issue #19.3): the lesson lists its practice puzzles, the Learn page
 * counts a star for each solved at the first try without a hint, and a lesson with every step done
 * and every star won reads "Mastered". A lesson no puzzle kind trains has drills on its practice
 * page: one drill per game done with a mistake (no star), then again cleanly (its star), the Learn
 * page counting it.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, checkA11y, islandsReady } from './fixtures';

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

/** Opens a practice page, its island live. */
async function openPractice(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await islandsReady(page);
  return page.locator('.lesson-player');
}

const star = (player: Locator) => player.locator('.practice-star');

test('a Puerto Rico drill: a move it did not ask for costs the star, a clean try wins it; the Learn page counts it', async ({ page }) => {
  const lesson = page.locator('[data-progress-for="en/puerto-rico/01-how-a-round-works"]');
  await page.goto('/en/learn/puerto-rico/01-how-a-round-works/');
  const section = page.getByRole('region', { name: 'Practice' });
  await section.getByRole('link', { name: /Practise this lesson \(3 drills\)/ }).click();
  await expect(page).toHaveURL(/\/en\/learn\/practice\/puerto-rico\/01-how-a-round-works\/(#step-1)?$/);
  const player = await openPractice(page, page.url());
  await checkA11y(page, { label: 'the practice page' });
  await expect(player.locator('.lesson-step h2')).toHaveText('The richest role');
  // The Captain is a legal choice, but the drill asks for the role with the most doubloons.
  await player.locator('[data-place="role:captain"] button').first().click();
  await expect(player.locator('.feedback')).toContainText('this step asks for something else');
  await player.locator('[data-place="role:trader"] button').first().click();
  await expect(star(player)).toHaveAttribute('data-star', 'missed');
  await expect(star(player)).toContainText('no star this time');
  await expect(star(player)).toContainText('Stars: 0/3.');
  // Again, without a mistake.
  await player.getByRole('button', { name: 'Start this step again' }).click();
  await expect(star(player)).toHaveCount(0);
  await player.locator('[data-place="role:trader"] button').first().click();
  await expect(star(player)).toHaveAttribute('data-star', 'won');
  await expect(star(player)).toContainText('Stars: 1/3.');

  await page.goto('/en/learn/');
  await expect(lesson).toContainText('1/3 stars');
  await expect(lesson.locator('.stars .glyphs')).toHaveText('★☆☆');
  await expect(lesson.getByRole('link')).toHaveAttribute('href', '/en/learn/practice/puerto-rico/01-how-a-round-works/');
});

test('an Endeavor drill: a refused build costs the star, a clean try wins it; the Learn page counts it', async ({ page }) => {
  const player = await openPractice(page, '/en/learn/practice/endeavor/01-build-phase/');
  await checkA11y(page, { label: 'the Endeavor practice page' });
  await expect(player.locator('.lesson-step h2')).toHaveText('Within your Industry level');
  const stock = player.getByRole('region', { name: 'Building stock' });
  const market = stock.getByRole('button', { name: /^Market/ }).first();
  // Exercises first: the page opens on the drill's board, its task and its targets in the window.
  await expect(player.locator('.board-screen[data-opened]')).toHaveCount(1);
  await expect(player.locator('.lesson-step h2')).toBeInViewport();
  await expect(market).toBeInViewport();
  // The Bank is level 2, above the learner's Industry level: refused with the rule.
  await stock.getByRole('button', { name: /^Bank/ }).first().click();
  await expect(player.locator('.feedback [data-rule]')).toHaveAttribute('data-rule', 'build.level-limit');
  await market.click();
  await expect(star(player)).toHaveAttribute('data-star', 'missed');
  await player.getByRole('button', { name: 'Start this step again' }).click();
  await market.click();
  await expect(star(player)).toHaveAttribute('data-star', 'won');
  await expect(star(player)).toContainText('Stars: 1/3.');

  await page.goto('/en/learn/');
  await expect(page.locator('[data-progress-for="en/endeavor/01-build-phase"]')).toContainText('1/3 stars');
});

test('the Hungarian practice pages pass axe and speak Hungarian', async ({ page }) => {
  for (const path of ['/hu/learn/practice/puerto-rico/03-mayor/', '/hu/learn/practice/endeavor/03-salary-phase/']) {
    const player = await openPractice(page, path);
    await expect(page.locator('h1')).toContainText('Gyakorlás:');
    await expect(player.locator('.lesson-step h2')).not.toBeEmpty();
    await checkA11y(page, { label: path });
  }
});
