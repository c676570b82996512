import { Role } from '../../src/common/auth/roles.decorator.js';
import { loginAs, type CreatedUser } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/** Issue 5 §10: staff accounts are managed by the super admin only. */

const CREATE = `mutation($i: CreateAdminInput!) { createAdmin(input: $i) { id fullName email phoneNo role active } }`;
const SET_ACTIVE = `mutation($id: ID!, $active: Boolean!) { setAdminActive(id: $id, active: $active) { id role active } }`;
const ADMINS = `query($search: String) { admins(search: $search) { total data { id email role active } } }`;
const ADMIN_LOGIN = `mutation($i: LoginInput!) { adminLogin(input: $i) { accessToken user { role } } }`;

let t: TestApp;
let superAdmin: CreatedUser & { token: string };
let otherSuper: CreatedUser & { token: string };
let admin: CreatedUser & { token: string };
let customer: CreatedUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, otherSuper, admin, customer] = await Promise.all([
    loginAs(t, Role.SuperAdmin),
    loginAs(t, Role.SuperAdmin),
    loginAs(t, Role.Admin),
    loginAs(t, Role.User),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const input = (extra: Record<string, unknown> = {}) => ({
  fullName: 'Noura Ops',
  email: `Noura.Ops.${process.pid}@FreshFuel.ae`,
  phoneNo: '050 123 4567',
  password: 'Str0ng-Passw0rd',
  ...extra,
});

describe('createAdmin', () => {
  let created: { id: string; email: string };

  it('creates a verified, active admin who can sign in at /admin', async () => {
    const body = await t.gql<{ createAdmin: { id: string; email: string; phoneNo: string; role: string; active: boolean } }>(
      CREATE,
      { i: input() },
      superAdmin.token,
    );
    expect(body.errors).toBeUndefined();
    created = body.data!.createAdmin;
    expect(body.data!.createAdmin).toMatchObject({
      email: `noura.ops.${process.pid}@freshfuel.ae`,
      phoneNo: '+971501234567',
      role: 'Admin',
      active: true,
    });
    const login = await t.gql<{ adminLogin: { accessToken: string; user: { role: string } } }>(ADMIN_LOGIN, {
      i: { identifier: created.email, password: 'Str0ng-Passw0rd' },
    });
    expect(login.data!.adminLogin.user.role).toBe('Admin');
    const listed = await t.gql<{ admins: { data: { email: string }[] } }>(ADMINS, { search: 'noura' }, superAdmin.token);
    expect(listed.data!.admins.data.map((a) => a.email)).toEqual([created.email]);
  });

  it('refuses a taken e-mail (any case) or phone with 409, and bad input with the field messages', async () => {
    const email = await t.gql(CREATE, { i: input({ phoneNo: '+971509999001' }) }, superAdmin.token);
    expect([errorCode(email), email.errors?.[0]?.message]).toEqual(['ACCOUNT_EXISTS', 'An account with this email already exists.']);
    const phone = await t.gql(CREATE, { i: input({ email: 'another.admin@freshfuel.ae', phoneNo: customer.phoneNo }) }, superAdmin.token);
    expect([errorCode(phone), phone.errors?.[0]?.message]).toEqual(['ACCOUNT_EXISTS', 'An account with this phone number already exists.']);
    const bad = await t.gql(CREATE, { i: input({ email: 'nope', phoneNo: '12', password: 'short' }) }, superAdmin.token);
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      email: 'Invalid email address',
      phoneNo: 'Invalid phone number',
      password: 'Password must be 8 to 128 characters.',
    });
  });

  it('is refused to admins: an admin cannot create accounts', async () => {
    expect(errorCode(await t.gql(CREATE, { i: input({ email: 'x.admin@freshfuel.ae', phoneNo: '+971509999002' }) }, admin.token))).toBe(
      'FORBIDDEN',
    );
  });

  it('admins lists staff only, newest first', async () => {
    const all = (await t.gql<{ admins: { total: number; data: { id: string; role: string }[] } }>(ADMINS, {}, superAdmin.token)).data!
      .admins;
    expect(all.total).toBe(4);
    expect(all.data[0]!.id).toBe(created.id);
    expect(all.data.map((a) => a.id)).not.toContain(customer.id);
  });
});

describe('setAdminActive', () => {
  it('deactivates an admin (signed out at once, no sign-in) and reactivates them', async () => {
    const off = await t.gql<{ setAdminActive: { active: boolean } }>(SET_ACTIVE, { id: admin.id, active: false }, superAdmin.token);
    expect(off.data!.setAdminActive).toEqual({ id: admin.id, role: 'Admin', active: false });
    expect(errorCode(await t.gql('{ adminAnalytics { totalOrders } }', {}, admin.token))).toBe('UNAUTHENTICATED');
    const login = await t.gql(ADMIN_LOGIN, { i: { identifier: admin.email, password: admin.password } });
    expect(errorCode(login)).toBe('INVALID_CREDENTIALS');
    await t.gql(SET_ACTIVE, { id: admin.id, active: true }, superAdmin.token);
    expect(errorCode(await t.gql('{ adminAnalytics { totalOrders } }', {}, admin.token))).toBeUndefined();
  });

  it('never changes a super admin: not oneself, not another', async () => {
    const self = await t.gql(SET_ACTIVE, { id: superAdmin.id, active: false }, superAdmin.token);
    expect([errorCode(self), self.errors?.[0]?.message]).toEqual(['CANNOT_CHANGE_SELF', 'You cannot deactivate your own account.']);
    const other = await t.gql(SET_ACTIVE, { id: otherSuper.id, active: false }, superAdmin.token);
    expect([errorCode(other), other.errors?.[0]?.extensions?.status]).toEqual(['SUPER_ADMIN_PROTECTED', 403]);
    expect(errorCode(await t.gql('{ me { id } }', {}, otherSuper.token))).toBeUndefined();
  });

  it('answers NOT_FOUND for customers and unknown ids, and is refused to admins', async () => {
    expect(errorCode(await t.gql(SET_ACTIVE, { id: customer.id, active: false }, superAdmin.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SET_ACTIVE, { id: '0123456789abcdef01234567', active: false }, superAdmin.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SET_ACTIVE, { id: superAdmin.id, active: false }, admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SET_ACTIVE, { id: otherSuper.id, active: false }, admin.token))).toBe('FORBIDDEN');
  });
});
