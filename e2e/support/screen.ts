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

/** Horizontal overflow in CSS pixels (0 when the page fits the viewport). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Readies a page for a full-page screenshot, which does not scroll: loads every lazy image, scrolls through
 * it so reveal-on-scroll content comes in, waits for the images, and goes back to the top (a sticky
 * header otherwise shows where the page was scrolled to).
 */
export async function readyForFullPage(page: Page) {
  await page.evaluate(async () => {
    // Lazy images off to the side (a carousel's later slides) never come near the viewport: load them now.
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 30_000 });
  await page.waitForTimeout(400); // reveal transitions
}

/** The distinct top edges (px) of the main navigation's visible tabs: one value when they keep to one line. */
export const tabRows = (page: Page) =>
  page
    .getByRole('navigation', { name: /^(Main|القائمة الرئيسية)$/ })
    .getByRole('listitem')
    .evaluateAll((items) => [
      ...new Set(items.filter((li) => li.getClientRects().length).map((li) => Math.round(li.getBoundingClientRect().top))),
    ]);
