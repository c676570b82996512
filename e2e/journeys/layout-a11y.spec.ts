import { expect, test } from '../support/app-fixture';
import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openSettled as open, overflow } from '../support/screen';
import { accountContext, DEMO_CUSTOMER, DEMO_SUPERADMIN, type DemoAccount } from '../support/session';

/**
 * Every public and dashboard page at 360 x 800, signed out, as a customer and as staff: no horizontal
 * overflow (`scrollWidth - innerWidth <= 0`) and no serious or critical axe-core violation (WCAG 2.x A
 * and AA: contrast, landmarks, names, heading order). One context per role (signed in through the API) and one page in it
 * serve every path of that role.
 */
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

/**
 * The sweep's contexts: a 360 px phone that asks for reduced motion, so axe reads every page at rest (no
 * reveal or slide half-way) and an idle page costs the browser no animation frames.
 */
const PHONE = { viewport: { width: 360, height: 800 }, reducedMotion: 'reduce' } as const;

const states: [name: string, account: DemoAccount | null, paths: string[]][] = [
  ['signed out', null, [...PUBLIC, ...SIGNED_OUT_ONLY]],
  ['customer', DEMO_CUSTOMER, [...PUBLIC, ...CUSTOMER]],
  ['staff', DEMO_SUPERADMIN, [...PUBLIC, ...STAFF]],
];

for (const [name, account, paths] of states) {
  test.describe(`360 px and axe, ${name}`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser, app }) => {
      context = await accountContext(browser, app.baseURL, account, PHONE);
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
