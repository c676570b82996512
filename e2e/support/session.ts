import {
  request as apiRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { gql } from './buy-plan';
import { latestOtp, uniqueCustomer } from './outbox';

/**
 * Signing in where signing in is not what a journey is about: the session comes from the API (`login`,
 * `adminLogin`, or `signUp` with the e-mailed code) and is put where the app keeps it (localStorage `root`)
 * before the journey's first page loads, so the browser spends its time on the journey itself. The sign-up,
 * sign-in and log-out screens have journeys of their own (foundation.spec.ts, ordering.spec.ts, arabic.spec.ts).
 */

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo@12345';

/** The user as the app stores it (the client's UserFields fragment). */
export interface SessionUser {
  id: string;
  fullName: string;
  email: string;
  phoneNo: string;
  image: string | null;
  role: string;
  planStatus: string;
  emailVerified: boolean;
}

/** A signed-in user: the access token and the user the app keeps beside it. */
export interface Session {
  token: string;
  user: SessionUser;
}

const USER_FIELDS = 'id fullName email phoneNo image role planStatus emailVerified';

/**
 * Signs `identifier` (e-mail or phone) in through the API: `adminLogin` for `staff`, else `login`. The password is
 * the demo accounts' unless given. Throws with the server's message when refused.
 */
export async function apiLogin(
  request: APIRequestContext,
  identifier: string,
  { staff = false, password = DEMO_PASSWORD }: { staff?: boolean; password?: string } = {},
): Promise<Session> {
  const field = staff ? 'adminLogin' : 'login';
  const data = await gql<Record<string, { accessToken: string; user: SessionUser }>>(
    request,
    '',
    `mutation($input: LoginInput!) { ${field}(input: $input) { accessToken user { ${USER_FIELDS} } } }`,
    { input: { identifier, password } },
  );
  return { token: data[field]!.accessToken, user: data[field]!.user };
}

/**
 * A new customer, signed up and verified through the API (`signUp`, then `verifyOtp` with the code from the
 * development outbox): their details (password included) and session.
 */
export async function apiSignUp(request: APIRequestContext, { fullName }: { fullName?: string } = {}) {
  const c = { ...uniqueCustomer(), ...(fullName ? { fullName } : {}) };
  // The sign-up form's box: the terms and the privacy policy in force, accepted.
  const { currentLegalVersions } = await gql<{ currentLegalVersions: { kind: string; version: number }[] }>(
    request,
    '',
    '{ currentLegalVersions { kind version } }',
  );
  const acceptedLegal = currentLegalVersions
    .filter((v) => v.kind === 'Terms' || v.kind === 'Privacy')
    .map(({ kind, version }) => ({ kind, version }));
  const { signUp } = await gql<{ signUp: { verificationToken: string } }>(
    request,
    '',
    'mutation($input: SignUpInput!) { signUp(input: $input) { verificationToken } }',
    { input: { fullName: c.fullName, email: c.email, phoneNo: c.phone, password: c.password, acceptedLegal } },
  );
  const code = await latestOtp(request, c.email);
  const { verifyOtp } = await gql<{ verifyOtp: { accessToken: string; user: SessionUser } }>(
    request,
    '',
    `mutation($input: VerifyOtpInput!) { verifyOtp(input: $input) { accessToken user { ${USER_FIELDS} } } }`,
    { input: { email: c.email, code, verificationToken: signUp.verificationToken } },
  );
  return { ...c, token: verifyOtp.accessToken, user: verifyOtp.user };
}

/** The value of localStorage `root` the app reads on start for `session` (and a language choice, if any). */
function storedRoot(session: Session | null, language?: 'en' | 'ar'): string {
  return JSON.stringify({
    auth: { user: session?.user ?? null, token: session?.token ?? null },
    navigation: { activeTab: 'Home' },
    settings: { language: language ?? null },
  });
}

/**
 * A browser context whose pages open signed in as `session` (null: signed out) at `baseURL`, in `language` when
 * given (the choice the app keeps with the session), with the other context `options`.
 */
export function signedInContext(
  browser: Browser,
  baseURL: string,
  session: Session | null,
  { language, ...options }: BrowserContextOptions & { language?: 'en' | 'ar' } = {},
): Promise<BrowserContext> {
  const origin = new URL(baseURL).origin;
  return browser.newContext({
    ...options,
    baseURL,
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'root', value: storedRoot(session, language) }] }] },
  });
}

/**
 * Signs `page` in as `session` before its next page load: the app's stored session is written on the origin
 * (through a small same-origin response, /api/health), and the page the journey opens next starts signed in.
 */
export async function signInPage(page: Page, session: Session, { language }: { language?: 'en' | 'ar' } = {}): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['root', storedRoot(session, language)] as const);
}

/**
 * A new verified customer (through the API, {@link apiSignUp}) whose `page` starts signed in from its next page
 * load: what `signUp` in buy-plan.ts gives through the sign-up screens, without them. The page is left on
 * /api/health: open the journey's first screen next. Resolves with the customer's details and session.
 */
export async function signUpByApi(page: Page, request: APIRequestContext, options: { fullName?: string; language?: 'en' | 'ar' } = {}) {
  const customer = await apiSignUp(request, options);
  await signInPage(page, customer, options);
  return customer;
}

/** A demo account to sign in as: its e-mail, and whether it signs in at /admin (staff). */
export interface DemoAccount {
  identifier: string;
  staff?: boolean;
}

/** The seeded demo accounts the sweeps use. */
export const DEMO_CUSTOMER: DemoAccount = { identifier: 'customer@freshfuel.ae' };
export const DEMO_ADMIN: DemoAccount = { identifier: 'admin@freshfuel.ae', staff: true };
export const DEMO_SUPERADMIN: DemoAccount = { identifier: 'superadmin@freshfuel.ae', staff: true };

/**
 * A browser context at `baseURL` whose pages open signed in as `account` (signed in through the API; null: signed
 * out), with the context `options` (viewport, reduced motion, colour scheme, language). For hooks that have no
 * `request` fixture (`beforeAll`): it makes its own API context.
 */
export async function accountContext(
  browser: Browser,
  baseURL: string,
  account: DemoAccount | null,
  options: BrowserContextOptions & { language?: 'en' | 'ar' } = {},
): Promise<BrowserContext> {
  if (!account) return signedInContext(browser, baseURL, null, options);
  const request = await apiRequest.newContext({ baseURL });
  try {
    return await signedInContext(browser, baseURL, await apiLogin(request, account.identifier, { staff: account.staff }), options);
  } finally {
    await request.dispose();
  }
}

/** A page of a new {@link accountContext} (signed in as `account`, or signed out for null); close it with its context. */
export async function accountPage(
  browser: Browser,
  baseURL: string,
  account: DemoAccount | null,
  options: BrowserContextOptions & { language?: 'en' | 'ar' } = {},
): Promise<Page> {
  return (await accountContext(browser, baseURL, account, options)).newPage();
}
