import { Role } from '../../src/common/auth/roles.decorator.js';
import { loginAs, uniqueEmail } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/**
 * The Apply as Ambassador form (spec sections 3, 5, 7, 8): `POST /api/ambassador/add` answers
 * `data.message` on success and on failure, with the spec's validation messages verbatim; staff
 * review through `GET /api/ambassador/all`, `ambassadorApplications` and `setAmbassadorStatus`.
 */

const THANKS = 'Thank you! Your application has been received. We will get in touch soon.';
const APPLY = `mutation Apply($input: ApplyAmbassadorInput!) { applyAmbassador(input: $input) { message } }`;
const LIST = `query List($page: Int, $limit: Int, $search: String, $status: AmbassadorStatus) {
  ambassadorApplications(page: $page, limit: $limit, search: $search, status: $status) {
    data { id fullName email accountURL1 accountURL2 accountURL3 phone country brief status createdAt } totalPages total } }`;
const SET_STATUS = `mutation Set($id: ID!, $status: AmbassadorStatus!) { setAmbassadorStatus(id: $id, status: $status) { id status } }`;

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, Role.Admin)).token;
  customer = (await loginAs(t, Role.User)).token;
});

afterAll(async () => {
  await t?.close();
});

const applications = () => t.connection.collection('ambassadors');
const count = () => applications().countDocuments();

function application(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Sarah Collins',
    accountURL1: 'https://instagram.com/sarah.eats',
    accountURL2: 'https://tiktok.com/@sarah.eats',
    accountURL3: '',
    email: uniqueEmail('ambassador'),
    phone: '+1 415 555 0134',
    country: 'USA',
    brief: 'Fitness creator with 40k followers who loves meal prep.',
    ...overrides,
  };
}

const post = (body: unknown) => t.http.post('/api/ambassador/add').send(body as object);

/** A refused submission: status, code, the message under `data.message` too, and nothing written. */
async function expectRefused(body: unknown, status: number, message: string, field?: string) {
  const before = await count();
  const res = await post(body);
  expect({ status: res.status, message: res.body.message, dataMessage: res.body.data?.message }).toEqual({
    status,
    message,
    dataMessage: message,
  });
  if (field) expect(res.body.errors?.[field]).toBe(message);
  expect(await count()).toBe(before);
  return res;
}

describe('POST /api/ambassador/add', () => {
  it('stores a Pending application and answers 201 with data.message', async () => {
    const input = application({ email: `  Sarah.Collins.${process.pid}@Example.COM ` });
    const res = await post(input).expect(201);
    expect(res.body).toEqual({ message: THANKS, data: { message: THANKS } });
    const stored = await applications().findOne({ email: `sarah.collins.${process.pid}@example.com` });
    expect(stored).toMatchObject({
      fullName: 'Sarah Collins',
      accountURL1: 'https://instagram.com/sarah.eats',
      accountURL2: 'https://tiktok.com/@sarah.eats',
      phone: '+1 415 555 0134',
      country: 'USA',
      status: 'Pending',
    });
    expect(stored!.accountURL3).toBeUndefined();
  });

  it('accepts each country option value and a brief of exactly 200 characters', async () => {
    for (const country of ['UAE', 'Saudi Arabia', 'Qatar', 'Kuwait', 'Bahrain', 'Oman', 'USA', 'UK', 'Canada', 'Australia']) {
      await post(application({ country, brief: 'b'.repeat(200) })).expect(201);
    }
    await post(application({ accountURL2: undefined, accountURL3: null })).expect(201);
  });

  it.each([
    ['fullName', 'Full name is required'],
    ['accountURL1', 'Account URL 1 is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone number is required'],
    ['country', 'Country is required'],
    ['brief', 'Brief is required'],
  ])('refuses a missing or blank %s with "%s"', async (field, message) => {
    await expectRefused(application({ [field]: '' }), 400, message, field);
    await expectRefused(application({ [field]: '   ' }), 400, message, field);
    const without: Record<string, unknown> = application();
    delete without[field];
    await expectRefused(without, 400, message, field);
  });

  it('refuses invalid URLs with "Enter a valid URL"', async () => {
    for (const url of [
      'not a url',
      'instagram.com/me',
      'ftp://example.com/me',
      'javascript:alert(1)',
      'http://',
      'https://user:pw@example.com',
      `https://example.com/${'a'.repeat(2100)}`,
    ]) {
      await expectRefused(application({ accountURL1: url }), 400, 'Enter a valid URL', 'accountURL1');
      await expectRefused(application({ accountURL2: url }), 400, 'Enter a valid URL', 'accountURL2');
      await expectRefused(application({ accountURL3: url }), 400, 'Enter a valid URL', 'accountURL3');
    }
  });

  it('refuses an invalid e-mail with "Invalid email address"', async () => {
    for (const email of ['sarah', 'sarah@', '@example.com', 'sarah@example', `${'a'.repeat(250)}@example.com`]) {
      await expectRefused(application({ email }), 400, 'Invalid email address', 'email');
    }
  });

  it('refuses an unknown country value with "Country is required"', async () => {
    for (const country of ['France', 'usa', 'United States', 'AE']) {
      await expectRefused(application({ country }), 400, 'Country is required', 'country');
    }
  });

  it('refuses a brief over 200 characters', async () => {
    await expectRefused(application({ brief: 'b'.repeat(201) }), 400, 'Brief must be at most 200 characters', 'brief');
  });

  it('refuses a phone number that is not one', async () => {
    for (const phone of ['call me', '12', '+1 (415) 555-0134 ext 99999999']) {
      await expectRefused(application({ phone }), 400, 'Invalid phone number', 'phone');
    }
  });

  it('refuses unknown fields', async () => {
    const res = await expectRefused(application({ status: 'Approved' }), 400, 'Unknown field "status".');
    expect(res.body.code).toBe('VALIDATION_FAILED');
    await expectRefused(application({ $where: 'sleep(1000)' }), 400, 'Unknown field "$where".');
  });

  it('refuses operator injection and wrong types with 400, writing nothing', async () => {
    await expectRefused(application({ email: { $gt: '' } }), 400, 'Email is required', 'email');
    await expectRefused(application({ country: { $ne: null } }), 400, 'Country is required', 'country');
    await expectRefused(application({ fullName: ['a', 'b'] }), 400, 'Full name is required', 'fullName');
    await expectRefused(application({ brief: 42 }), 400, 'Brief is required', 'brief');
  });

  it('refuses a malformed JSON body with 400, writing nothing', async () => {
    // The JSON parser runs before routing, so this answer comes from the global filter (no data.message).
    const before = await count();
    const res = await t.http.post('/api/ambassador/add').set('Content-Type', 'application/json').send('{"fullName":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(await count()).toBe(before);
  });

  it('refuses a second application with the same e-mail, case-insensitively, with 409', async () => {
    const email = uniqueEmail('twice');
    await post(application({ email })).expect(201);
    const res = await expectRefused(
      application({ email: `  ${email.toUpperCase()} ` }),
      409,
      'An application with this email already exists.',
    );
    expect(res.body.code).toBe('AMBASSADOR_ALREADY_APPLIED');
    expect(await applications().countDocuments({ email })).toBe(1);
  });

  it('stores one application when the same e-mail is sent concurrently', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(Array.from({ length: 5 }, () => post(application({ email }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await applications().countDocuments({ email })).toBe(1);
  });
});

describe('GraphQL applyAmbassador', () => {
  it('answers the message and uses the same validation messages and duplicate rule', async () => {
    const input = application();
    const ok = await t.gql<{ applyAmbassador: { message: string } }>(APPLY, { input });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.applyAmbassador.message).toBe(THANKS);

    const dup = await t.gql(APPLY, { input });
    expect(errorCode(dup)).toBe('AMBASSADOR_ALREADY_APPLIED');
    expect(dup.errors![0]!.message).toBe('An application with this email already exists.');

    const bad = await t.gql(APPLY, { input: application({ accountURL1: 'nope', country: 'France' }) });
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
    expect(bad.errors![0]!.extensions!.fields).toEqual({ accountURL1: 'Enter a valid URL', country: 'Country is required' });
  });
});

describe('staff review', () => {
  it('GET /api/ambassador/all is refused to anonymous (401) and customers (403)', async () => {
    expect((await t.http.get('/api/ambassador/all')).status).toBe(401);
    const res = await t.http.get('/api/ambassador/all').set('Authorization', `Bearer ${customer}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this.', requestId: expect.any(String) });
  });

  it('GET /api/ambassador/all lists newest first with data/totalPages/total and searches', async () => {
    const email = uniqueEmail('findme');
    await post(application({ email, fullName: 'Findable Person' })).expect(201);
    const res = await t.http.get('/api/ambassador/all').query({ page: 1, limit: 2 }).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.total).toBe(await count());
    expect(res.body.totalPages).toBe(Math.ceil(res.body.total / 2));
    expect(res.body.data[0]).toMatchObject({ email, fullName: 'Findable Person', status: 'Pending', accountURL3: '' });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [
        '_id',
        'accountURL1',
        'accountURL2',
        'accountURL3',
        'brief',
        'country',
        'createdAt',
        'email',
        'fullName',
        'phone',
        'status',
        'updatedAt',
      ].sort(),
    );
    const found = await t.http.get('/api/ambassador/all').query({ search: 'findable' }).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(found.body.data.map((a: { email: string }) => a.email)).toEqual([email]);
    expect((await t.http.get('/api/ambassador/all?search[$ne]=x').set('Authorization', `Bearer ${admin}`)).status).toBe(400);
  });

  it('ambassadorApplications and setAmbassadorStatus work for staff only', async () => {
    const email = uniqueEmail('review');
    await post(application({ email })).expect(201);
    const list = await t.gql<{ ambassadorApplications: { data: { id: string; email: string; status: string }[]; total: number } }>(
      LIST,
      { search: email },
      admin,
    );
    expect(list.errors).toBeUndefined();
    const [row] = list.data!.ambassadorApplications.data;
    expect(row).toMatchObject({ email, status: 'Pending' });

    const approved = await t.gql<{ setAmbassadorStatus: { status: string } }>(SET_STATUS, { id: row!.id, status: 'Approved' }, admin);
    expect(approved.data!.setAmbassadorStatus.status).toBe('Approved');
    const onlyApproved = await t.gql<{ ambassadorApplications: { data: { email: string }[] } }>(LIST, { status: 'Approved' }, admin);
    expect(onlyApproved.data!.ambassadorApplications.data.map((a) => a.email)).toEqual([email]);

    expect(errorCode(await t.gql(SET_STATUS, { id: '64b7f0c2a1b2c3d4e5f60718', status: 'Rejected' }, admin))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SET_STATUS, { id: 'nope', status: 'Rejected' }, admin))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SET_STATUS, { id: row!.id, status: 'Rejected' }, customer))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SET_STATUS, { id: row!.id, status: 'Rejected' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(LIST, {}, customer))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(LIST, {}))).toBe('UNAUTHENTICATED');
    expect((await applications().findOne({ email }))!.status).toBe('Approved');
  });
});
