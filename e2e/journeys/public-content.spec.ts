import { expect, test } from '../support/app-fixture';
import type { APIRequestContext } from '@playwright/test';
import { warmLandingIsland } from '../support/island';

const ADMIN = { identifier: 'admin@freshfuel.ae', password: 'Demo@12345' };
const APPLICATION_RECEIVED = 'Thank you! Your application has been received. We will get in touch soon.';
const SUBSCRIBED = 'Thanks for subscribing!';
const ALREADY_SUBSCRIBED = 'You are already subscribed. Thank you!';
const CONTACT_THANKS = "Thanks! We'll get back to you within one business day.";

/** A suffix that keeps this run's e-mail addresses apart from earlier ones. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs the demo admin in through GraphQL `adminLogin` and returns the bearer token. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation AdminLogin($input: LoginInput!) { adminLogin(input: $input) { accessToken } }',
      variables: { input: ADMIN },
    },
  });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data?: { adminLogin: { accessToken: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.adminLogin.accessToken;
}

test('read a blog post from the list', async ({ page }) => {
  await page.goto('/blog');
  const firstTitle = page.locator('main article h2 a').first();
  await expect(firstTitle).toBeVisible();
  const title = (await firstTitle.innerText()).trim();
  expect(title.length).toBeGreaterThan(0);

  await firstTitle.click();
  await expect(page).toHaveURL(/\/blog-detail\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | FreshFuel`);
  // The body: the sanitized HTML, rendered (paragraphs inside the article).
  const body = page
    .locator('main article p')
    .filter({ hasText: /\w{4,}/ })
    .first();
  await expect(body).toBeVisible();

  await page.goto('/blog-detail/no-such-post');
  await expect(page.getByText('We couldn’t find that article.')).toBeVisible();
});

test('apply as ambassador, then find the application through the admin REST list', async ({ page, request }) => {
  const email = `ambassador.${unique()}@example.com`;
  await page.goto('/ambassador');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ambassador');

  await page.getByLabel('Full name').fill('Journey Ambassador');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone number').fill('+1 415 555 0134');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Account URL 1').fill('https://instagram.com/journey.ambassador');
  await page.getByLabel('Account URL 2 (optional)').fill('https://tiktok.com/@journey');
  await page.getByLabel('Brief (max 200 characters)').fill('I share healthy recipes with 12k followers.');
  await expect(page.getByText('43/200')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByText(APPLICATION_RECEIVED)).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');

  const token = await adminToken(request);
  const res = await request.get(`/api/ambassador/all?search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { data: { email: string; fullName: string; country: string; status: string }[]; total: number };
  expect(list.total).toBe(1);
  expect(list.data[0]).toMatchObject({ email, fullName: 'Journey Ambassador', country: 'Canada', status: 'Pending' });

  // The same address again: the server refuses it, the message shows and the input stays.
  await page.getByLabel('Full name').fill('Journey Ambassador');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone number').fill('+1 415 555 0134');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Account URL 1').fill('https://instagram.com/journey.ambassador');
  await page.getByLabel('Brief (max 200 characters)').fill('Second try.');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('An application with this email already exists.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
});

test('subscribe to the newsletter twice with the same e-mail', async ({ page }) => {
  const email = `newsletter.${unique()}@example.com`;
  await page.goto('/');
  const input = page.getByLabel('Email address');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await input.scrollIntoViewIfNeeded();
  await expect(input).toHaveAttribute('type', 'email');

  await input.fill(email);
  await subscribe.click();
  await expect(page.getByText(SUBSCRIBED)).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(subscribe).toBeEnabled();

  await input.fill(email.toUpperCase());
  await subscribe.click();
  await expect(page.getByText(ALREADY_SUBSCRIBED)).toBeVisible();
  await expect(input).toHaveValue('');
});

test('the landing page paints from its HTML: hero images, meals and plans without a GraphQL request or the Apollo client', async ({
  page,
  request,
}) => {
  const graphql: string[] = [];
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/graphql') graphql.push(req.postData() ?? '');
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await warmLandingIsland(request, 'en');
  await page.goto('/');
  // The server embedded the answers to the first paint's queries in the page, in its language.
  const boot = JSON.parse((await page.locator('script#ff-boot').textContent({ timeout: 5_000 })) ?? '{}') as {
    lang?: string;
    queries?: Record<string, { data: { heroImages?: Record<string, string>; meals?: { name: string }[]; plans?: { name: string }[] } }>;
  };
  expect(boot.lang).toBe('en');
  expect(Object.keys(boot.queries ?? {}).sort()).toEqual([
    'ActivePromotions',
    'HeroImages',
    'LandingMeals',
    'LandingPlans',
    'SiteSettings',
  ]);
  expect(boot.queries?.HeroImages.data.heroImages?.heroRightFirstImagePNG).toBeTruthy();
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();

  const images = () =>
    hero.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: (img as HTMLImageElement).src,
        complete: (img as HTMLImageElement).complete,
        width: (img as HTMLImageElement).naturalWidth,
      })),
    );
  await expect.poll(async () => (await images()).filter((img) => img.complete && img.width > 0).length).toBeGreaterThanOrEqual(10);
  for (const img of await images()) {
    expect(img.complete, img.src).toBe(true);
    expect(img.width, img.src).toBeGreaterThan(0);
  }
  // The slider's meals and the plan preview come from the same island.
  const firstMeal = boot.queries?.LandingMeals.data.meals?.[0]?.name ?? '';
  const firstPlan = boot.queries?.LandingPlans.data.plans?.[0]?.name ?? '';
  await expect(page.locator('article', { hasText: firstMeal }).first()).toBeVisible();
  await expect(page.locator('section[aria-labelledby="landing-plans-title"]')).toContainText(firstPlan);
  await page.waitForLoadState('networkidle');
  expect(graphql).toEqual([]);
  expect(scripts.filter((path) => /\/assets\/apollo/.test(path))).toEqual([]);

  // The next page loads Apollo and asks the server as usual.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page.locator('main article[aria-labelledby^="menu-meal-"]').first()).toBeVisible();
  expect(graphql.length).toBeGreaterThan(0);
});

test("the menu shows every active meal, and its HTML names the page's files so they load with the entry", async ({ page, request }) => {
  const res = await request.post('/graphql', { data: { query: '{ meals { id } }' } });
  const meals = ((await res.json()) as { data: { meals: { id: string }[] } }).data.meals;
  expect(meals.length).toBeGreaterThan(6);
  const loaded: string[] = [];
  page.on('requestfinished', (req) => loaded.push(new URL(req.url()).pathname));

  const html = await (await request.get('/menu', { headers: { Accept: 'text/html' } })).text();
  const hinted = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  expect(hinted.some((href) => /\/assets\/MenuPage-[\w-]+\.js$/.test(href))).toBe(true);

  await page.goto('/menu');
  // The first cards render with the page, the rest right after (a transition): all of them end up listed.
  await expect(page.locator('main article[aria-labelledby^="menu-meal-"]')).toHaveCount(meals.length);
  // Every hinted file is one the page really uses.
  for (const href of hinted) expect(loaded, href).toContain(href);
});

test('corporate and contact forms send and reset', async ({ page }) => {
  await page.goto('/corporate');
  let form = page.getByRole('form', { name: 'Corporate enquiry' });
  await form.getByLabel('Company').fill('Journey Labs LLC');
  await form.getByLabel('Contact name').fill('Journey Manager');
  await form.getByLabel('Work email').fill(`corporate.${unique()}@example.com`);
  await form.getByLabel('Phone number').fill('050 123 4567');
  await form.getByLabel('Team size').fill('25');
  await form.getByLabel('Message').fill('Lunch for our team, five days a week.');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText(CONTACT_THANKS)).toBeVisible();
  await expect(form.getByLabel('Company')).toHaveValue('');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Your name').fill('Journey Visitor');
  await form.getByLabel('Email').fill(`contact.${unique()}@example.com`);
  await form.getByLabel('Phone number').fill('050 123 4567');
  await form.getByLabel('Message').fill('Do you deliver to Dubai Marina?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(CONTACT_THANKS)).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('');
});
