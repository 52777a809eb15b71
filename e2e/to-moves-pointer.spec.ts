import { expect, test } from '@playwright/test';
import { startEndeavorGame } from './play-table';

/*
 * The phone's "Your moves on the board are below" pointer is the accent colour on every board page: on the Endeavor
 * play page `.e-table button` used to win and draw it as a plain white button (#16 small defects).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the phone pointer to the moves is drawn in the accent colour on the Endeavor play page', async ({ page }) => {
  await startEndeavorGame(page, { seats: ['human', 'random', 'random'], seed: '42' });
  await expect(page.getByTestId('moves').getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  // The page opens on the player's first targets (once): scroll away only after that.
  await expect(page.locator('.board-screen[data-opened]')).toHaveCount(1);
  // Scrolled to the end of the page, no legal move of the board is on the screen: the pointer shows.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const pointer = page.locator('.bs-to-moves');
  await expect(pointer).toBeVisible();
  const [drawn, accent] = await pointer.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.background = 'var(--accent)';
    probe.style.color = 'var(--accent-text)';
    el.parentElement?.append(probe);
    const want = [getComputedStyle(probe).backgroundColor, getComputedStyle(probe).color];
    probe.remove();
    const got = getComputedStyle(el);
    return [[got.backgroundColor, got.color], want];
  });
  expect(drawn).toEqual(accent);
});
