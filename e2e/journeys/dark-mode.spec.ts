import { expect, test } from '../support/app-fixture';
import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openSettled as open, REVIEW_SCREENSHOTS } from '../support/screen';
import { accountContext, DEMO_CUSTOMER, DEMO_SUPERADMIN, type DemoAccount } from '../support/session';

/**
 * Dark mode follows `prefers-color-scheme`: with the browser asking for dark, public pages, a customer
 * dashboard page and staff pages (an ag-grid table, the nivo chart) paint a dark page background and keep
 * 0 serious and 0 critical axe-core violations, colour contrast included (text >= 4.5:1, large 3:1).
 * With E2E_SCREENSHOTS=1 each page is screenshotted (full page) into the run's output folder for a look by eye. The light scheme
 * keeps the brand's colours (the other journeys run in light mode).
 */
// The contexts below also ask for reduced motion: axe reads each page at rest, and an idle page costs the browser no animation frames.
const VIEWPORT = { width: 1280, height: 800 };

/** WCAG relative luminance (0 black .. 1 white) of an element's computed background colour. */
function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const [r, g, b] = (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    });
}

const states: [name: string, account: DemoAccount | null, paths: string[]][] = [
  ['signed out', null, ['/', '/plans_and_packages', '/menu', '/blog', '/login']],
  ['customer', DEMO_CUSTOMER, ['/dashboard/user-subscribed-plan', '/dashboard/user-profile']],
  ['staff', DEMO_SUPERADMIN, ['/dashboard/customers', '/dashboard/analytics']],
];

for (const [name, account, paths] of states) {
  test.describe(`dark mode, ${name}`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser, app }) => {
      context = await accountContext(browser, app.baseURL, account, { viewport: VIEWPORT, reducedMotion: 'reduce', colorScheme: 'dark' });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context?.close();
    });

    for (const path of paths) {
      test(`${path} is dark with no serious or critical axe violation`, async () => {
        // A full-page screenshot and axe over /menu's long card list outlast the default minute on a busy machine.
        test.slow();
        await open(page, path);
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
        expect(await backgroundLuminance(page, 'body'), `${path} page background`).toBeLessThan(0.05);
        const file = `dark${path === '/' ? '-home' : path.replace(/\//g, '-')}.png`;
        if (REVIEW_SCREENSHOTS) await page.screenshot({ path: test.info().outputPath(file), fullPage: true });
        expect(await seriousViolations(page), path).toEqual([]);
      });
    }

    if (name === 'staff') {
      test('the customers grid follows the dark scheme', async () => {
        await open(page, '/dashboard/customers');
        await expect(page.locator('.ag-root-wrapper')).toBeVisible();
        expect(await backgroundLuminance(page, '.ag-root-wrapper'), 'grid background').toBeLessThan(0.05);
        expect(await backgroundLuminance(page, '.ag-header'), 'grid header').toBeLessThan(0.05);
      });
    }
  });
}

test('the light scheme keeps the brand colours', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/');
  const colours = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
    primary: getComputedStyle(document.querySelector('.btn-primary') ?? document.body).backgroundColor,
  }));
  expect(colours).toEqual({ body: 'rgb(255, 255, 255)', text: 'rgb(23, 33, 27)', primary: 'rgb(31, 122, 77)' });
  await context.close();
});
