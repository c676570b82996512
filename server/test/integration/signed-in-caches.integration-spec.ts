import { Role } from '../../src/common/auth/roles.decorator.js';
import type { AccessTokenClaims } from '../../src/common/auth/token-validator.js';
import { CatalogCache } from '../../src/common/catalog-cache/catalog-cache.js';
import { SessionsService } from '../../src/modules/auth/sessions.service.js';
import { DEFAULT_PASSWORD, loginAs, type CreatedUser } from '../factories/users.js';
import { createTwoInstances, errorCode, seedDatabase, type TestApp, type TwoInstances } from '../setup/test-app.js';

/**
 * What each instance keeps in memory to answer signed-in callers quickly, checked with two real instances
 * on one database: token verdicts (a logout, "sign out everywhere", a password change or a deactivation
 * on one instance refuses the token on the other at once), the public catalog (a staff change on one
 * instance shows on the other within 2 s, for anonymous and signed-in callers), and nothing about one
 * caller ever reaches another.
 */

const ME = '{ me { id email } }';
const MEALS = 'query Meals { meals { id name } }';

let cluster: TwoInstances;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  // One cluster for the file: Passport keeps one strategy registry per process (see two-instances spec), so
  // the HTTP checks below go through the last instance's token validator; each instance's own validator is
  // also called directly.
  cluster = await createTwoInstances();
  ({ a, b } = cluster);
  await seedDatabase(a);
});

afterAll(async () => {
  await cluster?.close();
});

/** The claims of a token (already verified by the app that signed it). */
function claimsOf(token: string): AccessTokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as AccessTokenClaims;
}

/** Validates `token` on both instances' own validators (which keeps a verdict on each). */
async function verdicts(token: string) {
  const claims = claimsOf(token);
  return Promise.all([a.app.get(SessionsService).validate(claims), b.app.get(SessionsService).validate(claims)]);
}

async function signedIn(role: Role = Role.User): Promise<CreatedUser & { token: string }> {
  const user = await loginAs(a, role);
  const [onA, onB] = await verdicts(user.token);
  expect(onA?.id).toBe(user.id);
  expect(onB?.id).toBe(user.id);
  expect((await b.gql<{ me: { id: string } }>(ME, {}, user.token)).data?.me.id).toBe(user.id);
  return user;
}

describe('token verdicts kept per instance', () => {
  it('refuse a token on the other instance at once after logout', async () => {
    const user = await signedIn();
    expect((await a.gql('mutation { logout }', {}, user.token)).errors).toBeUndefined();
    expect(await verdicts(user.token)).toEqual([null, null]);
    expect(errorCode(await b.gql(ME, {}, user.token))).toBe('UNAUTHENTICATED');
  });

  it('refuse every token of the account at once after sign out everywhere', async () => {
    const user = await signedIn();
    const second = (
      await a.gql<{ login: { accessToken: string } }>('mutation($i: LoginInput!) { login(input: $i) { accessToken } }', {
        i: { identifier: user.email, password: user.password },
      })
    ).data!.login.accessToken;
    await verdicts(second);
    expect((await a.gql('mutation { logoutEverywhere }', {}, user.token)).errors).toBeUndefined();
    expect(await verdicts(second)).toEqual([null, null]);
    expect(errorCode(await b.gql(ME, {}, second))).toBe('UNAUTHENTICATED');
  });

  it('refuse the other sessions at once after a password change', async () => {
    const user = await signedIn();
    const second = (
      await a.gql<{ login: { accessToken: string } }>('mutation($i: LoginInput!) { login(input: $i) { accessToken } }', {
        i: { identifier: user.email, password: user.password },
      })
    ).data!.login.accessToken;
    await verdicts(second);
    const password = `${DEFAULT_PASSWORD}-Changed`;
    const changed = await a.gql(
      'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }',
      { i: { currentPassword: user.password, password, confirmPassword: password } },
      user.token,
    );
    expect(changed.errors).toBeUndefined();
    expect(await verdicts(second)).toEqual([null, null]);
    expect(errorCode(await b.gql(ME, {}, second))).toBe('UNAUTHENTICATED');
  });

  it('refuse a deactivated admin at once', async () => {
    const superAdmin = await loginAs(a, Role.SuperAdmin);
    const admin = await signedIn(Role.Admin);
    const off = await a.gql('mutation($id: ID!) { setAdminActive(id: $id, active: false) { id } }', { id: admin.id }, superAdmin.token);
    expect(off.errors).toBeUndefined();
    expect(await verdicts(admin.token)).toEqual([null, null]);
    expect(errorCode(await b.gql(ME, {}, admin.token))).toBe('UNAUTHENTICATED');
  });
});

describe('catalog freshness across instances', () => {
  async function mealName(t: TestApp, id: string, token?: string): Promise<string | undefined> {
    const body = await t.gql<{ meals: { id: string; name: string }[] }>(MEALS, {}, token);
    expect(body.errors).toBeUndefined();
    return body.data!.meals.find((m) => m.id === id)?.name;
  }

  it('shows a staff change made on one instance on the other within 2 s, anonymous and signed in', async () => {
    const admin = await loginAs(a, Role.Admin);
    const customer = await loginAs(b, Role.User);
    const meal = (await b.gql<{ meals: { id: string; name: string }[] }>(MEALS)).data!.meals[0];
    // Both of B's copies hold the current answer.
    expect(await mealName(b, meal.id)).toBe(meal.name);
    expect(await mealName(b, meal.id, customer.token)).toBe(meal.name);

    const renamed = `${meal.name} (renamed)`;
    const update = await a.gql(
      'mutation($id: ID!, $i: UpdateMealInput!) { updateMeal(id: $id, input: $i) { id } }',
      { id: meal.id, i: { name: renamed } },
      admin.token,
    );
    expect(update.errors).toBeUndefined();
    const changedAt = Date.now();
    const seen = { anonymous: 0, signedIn: 0 };
    while (Date.now() - changedAt < 3000 && (!seen.anonymous || !seen.signedIn)) {
      if (!seen.anonymous && (await mealName(b, meal.id)) === renamed) seen.anonymous = Date.now() - changedAt;
      if (!seen.signedIn && (await mealName(b, meal.id, customer.token)) === renamed) seen.signedIn = Date.now() - changedAt;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen.anonymous).toBeGreaterThan(0);
    expect(seen.signedIn).toBeGreaterThan(0);
    expect(Math.max(seen.anonymous, seen.signedIn)).toBeLessThanOrEqual(2000);
  });
});

describe('nothing personal is kept or shared', () => {
  it('answers each caller about themselves on the same instance, and never stores a signed-in answer', async () => {
    const first = await loginAs(b, Role.User);
    const second = await loginAs(b, Role.User);
    const cache = b.app.get(CatalogCache);
    const size = cache.size;
    for (let round = 0; round < 3; round++) {
      for (const user of [first, second]) {
        const body = await b.gql<{ me: { id: string; email: string }; meals: { id: string }[] }>(
          'query Mine { me { id email } meals { id } }',
          {},
          user.token,
        );
        expect(body.data?.me).toEqual({ id: user.id, email: user.email });
      }
    }
    const signedInMeals = await b.http
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Authorization', `Bearer ${first.token}`)
      .send({ query: MEALS, operationName: 'Meals' });
    expect(signedInMeals.headers['cache-control'] ?? '').not.toContain('public');
    expect(cache.size).toBe(size);
  });

  it('never gives one token the verdict kept for another', async () => {
    const first = await loginAs(b, Role.User);
    const second = await loginAs(b, Role.User);
    const sessions = b.app.get(SessionsService);
    expect((await sessions.validate(claimsOf(first.token)))?.id).toBe(first.id);
    // Same token id, someone else's subject and version: not the verdict kept for the first token.
    const forged = { ...claimsOf(second.token), jti: claimsOf(first.token).jti };
    expect((await sessions.validate(forged))?.id).toBe(second.id);
    expect((await sessions.validate(claimsOf(first.token)))?.id).toBe(first.id);
  });
});
