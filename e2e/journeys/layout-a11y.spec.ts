import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/app-fixture';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Every public and dashboard page at 360 x 800, signed out, as a customer and as staff: no horizontal
 * overflow (`scrollWidth - innerWidth <= 0`) and no serious or critical axe-core violation (WCAG 2.x A
 * and AA: contrast, landmarks, names, heading order). One signed-in context per role keeps it fast.
 */
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo@12345';

const PUBLIC = [
  '/',
  '/plans_and_packages',
  '/menu',
  '/blog',
  '/corporate',
  '/ambassador',
  '/contact',
  '/collect_data_for_nutrition_calculation',
  '/meal-plan-selection',
  '/cart',
  '/no-such-page',
];
const SIGNED_OUT_ONLY = ['/signup', '/login', '/admin'];
const CUSTOMER = ['/checkout', '/subscription', '/update_user_menu', '/dashboard/user-profile', '/dashboard/user-subscribed-plan'];
const STAFF = [
  '/dashboard/analytics',
  '/dashboard/blogs',
  '/dashboard/addBlog',
  '/dashboard/customers',
  '/dashboard/ambassadors',
  '/dashboard/menus',
  '/dashboard/plans',
  '/dashboard/notifications',
  '/dashboard/discount_codes',
  '/dashboard/contact_us',
  '/dashboard/promotion_plans',
  '/dashboard/newsletters',
  '/dashboard/kitchen',
  '/dashboard/admins',
];

/** Opens `path` and waits until its data has arrived and no loading placeholder is left. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.page-loader, [aria-busy="true"]')).toHaveCount(0);
}

/** Horizontal overflow in CSS pixels (0 when the page fits the viewport). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Serious and critical axe violations, summarised as "rule: target (n more)". */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}${v.nodes.length > 1 ? ` (+${v.nodes.length - 1} more)` : ''}`);
}

/**
 * The sweep's contexts: a 360 px phone that asks for reduced motion, so axe reads every page at rest (no
 * reveal or slide half-way) and an idle page costs the browser no animation frames.
 */
const PHONE = { viewport: { width: 360, height: 800 }, reducedMotion: 'reduce' } as const;

async function signIn(browser: Browser, loginPath: string, email: string): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(loginPath);
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !/^\/(login|admin)$/.test(url.pathname));
  await page.close();
  return context;
}

const states: [name: string, login: [path: string, email: string] | null, paths: string[]][] = [
  ['signed out', null, [...PUBLIC, ...SIGNED_OUT_ONLY]],
  ['customer', ['/login', 'customer@freshfuel.ae'], [...PUBLIC, ...CUSTOMER]],
  ['staff', ['/admin', 'superadmin@freshfuel.ae'], [...PUBLIC, ...STAFF]],
];

for (const [name, login, paths] of states) {
  test.describe(`360 px and axe, ${name}`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      context = login ? await signIn(browser, ...login) : await browser.newContext(PHONE);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context?.close();
    });

    for (const path of paths) {
      test(`${path} fits 360 px with no serious or critical axe violation`, async () => {
        await open(page, path);
        expect(await overflow(page), `${path} is wider than 360 px`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), path).toEqual([]);
      });
    }

    test('a blog article fits 360 px with no serious or critical axe violation', async () => {
      await open(page, '/blog');
      const href = await page.locator('a[href^="/blog-detail/"]').first().getAttribute('href');
      expect(href).toBeTruthy();
      await open(page, href!);
      expect(await overflow(page), `${href} is wider than 360 px`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), href!).toEqual([]);
    });
  });
}
