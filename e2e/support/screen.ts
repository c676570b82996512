import { expect, type Page } from '@playwright/test';

/**
 * Checks of the screen a journey is on: when its data has arrived, how far it overflows the viewport,
 * readying it for a full-page screenshot, and how many rows the main navigation's tabs take.
 */

/** Waits until the page's data has arrived and no loading placeholder is left. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.page-loader, [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Whether the journeys take their screenshots for review by eye (E2E_SCREENSHOTS=1): the Arabic screens, the dark
 * pages, the staff grids in Arabic. Nothing asserts on them and CI reads none, so a normal run leaves them out (a
 * full-page screenshot is the dearest thing a sweep does after axe).
 */
export const REVIEW_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Opens `path` and waits until its data has arrived and no loading placeholder is left. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

/** Horizontal overflow in CSS pixels (0 when the page fits the viewport). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Readies a page for a full-page screenshot, which does not scroll: loads every lazy image, scrolls through
 * it a half screen at a time, each step once the browser has drawn a frame there, until every reveal-on-scroll
 * block has come in (`data-reveal="waiting"` gone, components/ui/Reveal.tsx), waits for the images, brings every
 * running finite animation or transition to its end state (a reveal's 2 s fade; endless ones, a spinner or a
 * carousel's loop, are left running), and goes back to the top (a sticky header otherwise shows where the page
 * was scrolled to).
 */
export async function readyForFullPage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Lazy images off to the side (a carousel's later slides) never come near the viewport: load them now.
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  await page.waitForFunction(() => !document.querySelector('[data-reveal="waiting"]'));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 30_000 });
  await page.evaluate(async () => {
    for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The distinct top edges (px) of the main navigation's visible tabs: one value when they keep to one line. */
export const tabRows = (page: Page) =>
  page
    .getByRole('navigation', { name: /^(Main|القائمة الرئيسية)$/ })
    .getByRole('listitem')
    .evaluateAll((items) => [
      ...new Set(items.filter((li) => li.getClientRects().length).map((li) => Math.round(li.getBoundingClientRect().top))),
    ]);
