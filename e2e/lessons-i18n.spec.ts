/**
 * The lessons in Hungarian and Dutch: a step is played on the board in the page's language (one
 * move done, one refused with the rule in that language), the language switch and the hreflang
 * alternates land on the same lesson in the other languages, the Learn page lists its own
 * language's lessons, and a rule-text page links the lessons of every language.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, islandsReady } from './fixtures';
import { captainPlan } from '../src/content/lesson-steps/puerto-rico/captain';
import { ENDEAVOR_PLANS } from '../src/content/lesson-steps/endeavor/index';
import { LESSON_PLANS } from '../src/content/lesson-steps/puerto-rico/index';

const LESSON = '/learn/puerto-rico/07-captain/';
/** Every Puerto Rico lesson has a plan, listed in the Learn page's order. */
const CAPTAIN_AT = LESSON_PLANS.indexOf(captainPlan);

const WORDS = {
  hu: {
    title: 'A kapitány árukat küld az Óvilágba',
    count: `1. lépés / ${captainPlan.steps.length}`,
    next: 'Tovább',
    show: 'Mutasd meg',
    step2: 'Anna a kapitányt választja',
    done: 'Ügyes! Ez a lépés kész.',
    sugar: /cukor/,
    refused: 'Nem szabályos: Ha egy árufajta több üres hajóra is elfér, arra kell kerülnie, amelyikre a legtöbb hordó fér.',
  },
  nl: {
    title: 'De Kapitein verscheept goederen naar de Oude Wereld',
    count: `Stap 1 van ${captainPlan.steps.length}`,
    next: 'Volgende',
    show: 'Laat zien',
    step2: 'Anna kiest de Kapitein',
    done: 'Goed zo! Deze stap is klaar.',
    sugar: /suiker/,
    refused: 'Niet toegestaan: Een soort die op meerdere lege schepen past, moet op het schip waar de meeste vaten op passen.',
  },
} as const;

/** Acts on a part of the board: its button, then (when it offers several moves) the menu entry. */
async function act(page: Page, place: string, choice?: RegExp): Promise<void> {
  const part = page.locator(`.lesson-player [data-place="${place}"]`);
  await part.locator('button').first().click();
  if (choice) await part.locator('[id^="pr-menu-"] button', { hasText: choice }).click();
}

for (const lang of ['hu', 'nl'] as const) {
  const w = WORDS[lang];

  test(`${lang}: a captain step is played in ${lang}, a wrong loading refused in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}${LESSON}`);
    await islandsReady(page);
    await expect(page.locator('h1')).toHaveText(w.title);
    const player = page.locator('.lesson-player');
    await expect(player.locator('.count')).toHaveText(w.count);
    await player.locator('.controls').getByRole('button', { name: w.next }).click();

    await expect(player.locator('.lesson-step h2')).toHaveText(w.step2);
    await act(page, 'role:captain');
    await expect(player.locator('.feedback')).toContainText(w.done);
    await player.locator('.controls').getByRole('button', { name: w.next }).click();

    await act(page, 'ship:0', w.sugar);
    await expect(player.locator('.feedback')).toContainText(w.refused);
    await expect(player.locator('.feedback a')).toHaveAttribute('href', `/${lang}/rules/#captain.load-largest`);
    // Nothing on the lesson is in English but the engine's own message, marked as a detail of the refusal.
    await expect(page.locator('main [lang="en"]:not(.refusal-detail)')).toHaveCount(0);
    await checkA11y(page);
    await act(page, 'ship:2', w.sugar);
    await expect(player.locator('.feedback')).toContainText(w.done);
  });

  test(`${lang}: the language switch and the hreflang alternates land on the same lesson`, async ({ page }) => {
    await page.goto(`/${lang}${LESSON}`);
    for (const other of ['en', 'hu', 'nl'].filter((l) => l !== lang)) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', `/${other}${LESSON}`);
      await expect(page.locator(`nav.langs a[hreflang="${other}"]`)).toHaveAttribute('href', `/${other}${LESSON}`);
    }
    await page.locator('nav.langs a[hreflang="en"]').click();
    // The lesson may write its step into the address as soon as it runs (#step-1): the same lesson all the same.
    await expect(page).toHaveURL(new RegExp(`/en${LESSON}(#step-[\\d/]+)?$`));
    await expect(page.locator('h1')).toHaveText('The Captain ships goods to the Old World');
    await page.locator(`nav.langs a[hreflang="${lang}"]`).click();
    await expect(page.locator('h1')).toHaveText(w.title);
  });

  test(`${lang}: the Learn page lists the ${lang} lessons, and the rule text links them`, async ({ page }) => {
    await page.goto(`/${lang}/learn/`);
    const lessons = page.locator('#puerto-rico ol.lessons > li > a');
    await expect(lessons).toHaveCount(LESSON_PLANS.length);
    // Every Endeavor lesson has board steps: one plan each.
    await expect(page.locator('#endeavor ol.lessons > li > a')).toHaveCount(ENDEAVOR_PLANS.length);
    await expect(lessons.nth(CAPTAIN_AT)).toHaveText(w.title);
    await expect(lessons.nth(CAPTAIN_AT)).toHaveAttribute('href', `/${lang}${LESSON}`);
    await expect(lessons.nth(CAPTAIN_AT)).toHaveAttribute('lang', lang);

    await page.goto('/hu/learn/puerto-rico/11-kapitany/');
    const teaches = page.locator('aside.links').filter({ has: page.locator(`a[href="/${lang}${LESSON}"]`) });
    await expect(teaches.locator('a')).toHaveCount(3);
    await page.goto(`/${lang}${LESSON}`);
    await expect(page.locator('aside.links a[href="/hu/learn/puerto-rico/11-kapitany/"]')).toHaveCount(1);
  });
}

test('the setup, first-round and draft lessons in Hungarian and Dutch: a step played by "Show me" on an accessible page', async ({ page }) => {
  for (const lang of ['hu', 'nl'] as const) {
    for (const slug of ['11-setup', '12-first-round', '13-new-buildings-draft']) {
      await page.goto(`/${lang}/learn/puerto-rico/${slug}/#step-2`);
      await islandsReady(page);
      const player = page.locator('.lesson-player');
      await expect(player).toHaveAttribute('data-step', '2');
      await player.getByRole('button', { name: WORDS[lang].show }).click();
      await expect(player.locator('.feedback')).toContainText(WORDS[lang].done);
      await checkA11y(page);
    }
  }
});
