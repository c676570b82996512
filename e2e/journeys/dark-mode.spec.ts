import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/app-fixture';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Dark mode follows `prefers-color-scheme`: with the browser asking for dark, public pages, a customer
 * dashboard page and staff pages (an ag-grid table, the nivo chart) paint a dark page background and keep
 * 0 serious and 0 critical axe-core violations, colour contrast included (text >= 4.5:1, large 3:1).
 * Each page is screenshotted (full page) into the run's output folder for a look by eye. The light scheme
 * keeps the brand's colours (the other journeys run in light mode).
 */
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo@12345';
// The contexts below also ask for reduced motion: axe reads each page at rest, and an idle page costs the browser no animation frames.
const VIEWPORT = { width: 1280, height: 800 };

/** Opens `path` and waits until its data has arrived and no loading placeholder is left. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.page-loader, [aria-busy="true"]')).toHaveCount(0);
}

/** Serious and critical axe violations, summarised as "rule: target (n more)". */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}${v.nodes.length > 1 ? ` (+${v.nodes.length - 1} more)` : ''}`);
}

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

async function darkPage(browser: Browser, login: [path: string, email: string] | null): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  if (login) {
    await page.goto(login[0]);
    await page.getByLabel('Email or phone number').fill(login[1]);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !/^\/(login|admin)$/.test(url.pathname));
  }
  return [context, page];
}

const states: [name: string, login: [path: string, email: string] | null, paths: string[]][] = [
  ['signed out', null, ['/', '/plans_and_packages', '/menu', '/blog', '/login']],
  ['customer', ['/login', 'customer@freshfuel.ae'], ['/dashboard/user-subscribed-plan', '/dashboard/user-profile']],
  ['staff', ['/admin', 'superadmin@freshfuel.ae'], ['/dashboard/customers', '/dashboard/analytics']],
];

for (const [name, login, paths] of states) {
  test.describe(`dark mode, ${name}`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      [context, page] = await darkPage(browser, login);
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
        await page.screenshot({ path: test.info().outputPath(file), fullPage: true });
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
