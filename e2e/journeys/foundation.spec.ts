import { expect, test } from '../support/app-fixture';
import { latestOtp, uniqueCustomer } from '../support/outbox';

const SEEDED_PLANS = ['7-Day Trial', 'Balanced', 'Lean & Low-Carb', 'Muscle Gain', 'Plant Power'];

test('the landing page shows the seeded plans', async ({ page }) => {
  await page.goto('/');
  for (const name of SEEDED_PLANS) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('sign up, verify the OTP, log out and log in again', async ({ page, request }) => {
  const c = uniqueCustomer();
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(c.fullName);
  await page.getByLabel('Email').fill(c.email);
  await page.getByLabel('Phone number').fill(c.phone);
  await page.getByLabel('Password', { exact: true }).fill(c.password);
  await page.getByLabel('Confirm password').fill(c.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/otp_verification/);
  await page.getByLabel('Verification code').fill(await latestOtp(request, c.email));
  await page.getByRole('button', { name: 'Verify' }).click();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('root'))).toContain(c.email);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  // Logout clears the stored session once the server has revoked the token (up to a few seconds): poll for it.
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email or phone number').fill(c.email);
  await page.getByLabel('Password', { exact: true }).fill(c.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-profile/);
});

test('protected pages send a visitor to /login and unknown paths show the illustration', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/no-such-page');
  await expect(page.locator('main img')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/not found|404/i);
});

test('with reduced motion a toast stays for its normal time, without moving', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const email = `motion.${Date.now().toString(36)}@example.com`;
  await page.goto('/');
  const input = page.getByLabel('Email address');
  await input.scrollIntoViewIfNeeded();
  await input.fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Thanks for subscribing!' });
  await expect(toast).toBeVisible();
  // The countdown bar (react-toastify's timer) runs unseen.
  const bar = toast.getByRole('progressbar', { includeHidden: true });
  await expect(bar).toBeHidden();
  const shownAt = Date.now();
  // The bar's animation is the toast's timer (it closes when the animation ends): it keeps its full 3 s, where
  // reduced motion used to cut every animation to 0.01 ms (the toast then lasted ~0.5 s).
  expect(await bar.evaluate((el) => el.getAnimations().map((a) => a.effect?.getComputedTiming().duration))).toEqual([3000]);
  await expect(toast).toHaveCount(0, { timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2500);
});

test('on a slow connection a loader shows until the app draws the page, never a blank white page', async ({ page }) => {
  // The entry script is held back (as a slow network does) until the loader has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/meal-plan-selection', { waitUntil: 'commit' });
  const loader = page.getByRole('status', { name: 'Loading FreshFuel' });
  await expect(loader).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loader).toHaveCount(0);
});
