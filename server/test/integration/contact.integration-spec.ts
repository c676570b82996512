import { Role } from '../../src/common/auth/roles.decorator.js';
import { loginAs, uniqueEmail } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/** Contact-us messages and corporate enquiries: public forms and staff handling. */

const THANKS = "Thanks! We'll get back to you within one business day.";
const TEAM_SIZE = 'Team size must be a whole number between 1 and 100000';
const SUBMIT = `mutation Submit($input: ContactInput!) { submitContact(input: $input) { message } }`;
const SUBMIT_CORPORATE = `mutation Corp($input: CorporateEnquiryInput!) { submitCorporateEnquiry(input: $input) { message } }`;
const LIST = `query List($page: Int, $limit: Int, $search: String, $type: ContactRequestType) {
  contactRequests(page: $page, limit: $limit, search: $search, type: $type) {
    data { id type name email phone message company teamSize handled createdAt } totalPages total } }`;
const SET_HANDLED = `mutation Handled($id: ID!, $handled: Boolean!) { setContactHandled(id: $id, handled: $handled) { id handled } }`;

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, Role.SuperAdmin)).token;
  customer = (await loginAs(t, Role.User)).token;
});

afterAll(async () => {
  await t?.close();
});

const requests = () => t.connection.collection('contactrequests');

const contact = (o: Record<string, unknown> = {}) => ({
  name: 'Omar Saleh',
  email: uniqueEmail('contact'),
  phone: '050 123 4567',
  message: 'Do you deliver to Al Barsha?',
  ...o,
});
const corporate = (o: Record<string, unknown> = {}) => ({
  company: 'Desert Tech LLC',
  contactName: 'Mariam Ali',
  email: uniqueEmail('corp'),
  phone: '+971 4 332 1234',
  teamSize: 45,
  message: 'Lunch for our team, five days a week.',
  ...o,
});

async function expectRefused(path: string, body: unknown, message: string, field?: string) {
  const before = await requests().countDocuments();
  const res = await t.http.post(path).send(body as object);
  expect({ status: res.status, message: res.body.message, data: res.body.data }).toEqual({ status: 400, message, data: { message } });
  if (field) expect(res.body.errors[field]).toBe(message);
  expect(await requests().countDocuments()).toBe(before);
}

describe('POST /api/contact', () => {
  it('stores the message (phone in E.164) and answers 201 with data.message', async () => {
    const input = contact();
    const res = await t.http.post('/api/contact').send(input).expect(201);
    expect(res.body).toEqual({ message: THANKS, data: { message: THANKS } });
    expect(await requests().findOne({ email: input.email })).toMatchObject({
      type: 'contact',
      name: 'Omar Saleh',
      phone: '+971501234567',
      handled: false,
    });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['email', '', 'Email is required'],
    ['email', 'omar@', 'Invalid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', '123', 'Invalid phone number'],
    ['phone', 'call me', 'Invalid phone number'],
    ['message', '  ', 'Message is required'],
    ['message', 'x'.repeat(2001), 'Message must be at most 2000 characters'],
  ])('refuses %s=%j with "%s", writing nothing', async (field, value, message) => {
    await expectRefused('/api/contact', contact({ [field]: value }), message, field);
  });

  it('accepts a message of exactly 2000 characters', async () => {
    await t.http
      .post('/api/contact')
      .send(contact({ message: 'x'.repeat(2000) }))
      .expect(201);
  });

  it('refuses injection, wrong types and unknown fields, writing nothing', async () => {
    await expectRefused('/api/contact', contact({ email: { $gt: '' } }), 'Email is required', 'email');
    await expectRefused('/api/contact', contact({ name: { $ne: null } }), 'Name is required', 'name');
    await expectRefused('/api/contact', contact({ handled: true }), 'Unknown field "handled".');
    await expectRefused('/api/contact', contact({ company: 'Not on this form' }), 'Unknown field "company".');
  });

  it('refuses a phone number outside the documented pattern, even one whose digits make a number', async () => {
    // Found by schemathesis (seed 555244362): "0-55-6097 8 35*" was stored as +971556097835.
    await expectRefused('/api/contact', contact({ phone: '0-55-6097 8 35*' }), 'Invalid phone number', 'phone');
    await expectRefused('/api/contact/corporate', corporate({ phone: '(04) 345 6789' }), 'Invalid phone number', 'phone');
    await t.http
      .post('/api/contact/corporate')
      .send(corporate({ phone: '04 345 6789' }))
      .expect(201);
  });
});

describe('POST /api/contact/corporate', () => {
  it('stores the enquiry with company and team size and answers 201', async () => {
    const input = corporate({ teamSize: '120' });
    const res = await t.http.post('/api/contact/corporate').send(input).expect(201);
    expect(res.body).toEqual({ message: THANKS, data: { message: THANKS } });
    expect(await requests().findOne({ email: input.email })).toMatchObject({
      type: 'corporate',
      name: 'Mariam Ali',
      company: 'Desert Tech LLC',
      teamSize: 120,
      phone: '+97143321234',
      handled: false,
    });
  });

  it('refuses a team size outside 1-100000 or not whole', async () => {
    for (const teamSize of [0, -3, 100001, 1.5, 'abc', '', null, '1e3', { $gt: 0 }]) {
      await expectRefused('/api/contact/corporate', corporate({ teamSize }), TEAM_SIZE, 'teamSize');
    }
    const { teamSize: _omit, ...without } = corporate();
    await expectRefused('/api/contact/corporate', without, TEAM_SIZE, 'teamSize');
    await t.http
      .post('/api/contact/corporate')
      .send(corporate({ teamSize: 100000 }))
      .expect(201);
    await t.http
      .post('/api/contact/corporate')
      .send(corporate({ teamSize: 1 }))
      .expect(201);
  });

  it.each([
    ['company', '', 'Company name is required'],
    ['contactName', '', 'Name is required'],
    ['email', 'x', 'Invalid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', '+971 12', 'Invalid phone number'],
    ['message', '', 'Message is required'],
    ['message', 'm'.repeat(2001), 'Message must be at most 2000 characters'],
  ])('refuses %s=%j with "%s"', async (field, value, message) => {
    await expectRefused('/api/contact/corporate', corporate({ [field]: value }), message, field);
  });

  it('refuses the contact form field "name" (the corporate form says contactName)', async () => {
    await expectRefused('/api/contact/corporate', corporate({ name: 'x' }), 'Unknown field "name".');
  });
});

describe('GraphQL and staff handling', () => {
  it('submitContact and submitCorporateEnquiry answer the message', async () => {
    const a = await t.gql<{ submitContact: { message: string } }>(SUBMIT, { input: contact({ email: uniqueEmail('gqlc') }) });
    expect(a.data!.submitContact.message).toBe(THANKS);
    const b = await t.gql<{ submitCorporateEnquiry: { message: string } }>(SUBMIT_CORPORATE, { input: corporate() });
    expect(b.data!.submitCorporateEnquiry.message).toBe(THANKS);
    const bad = await t.gql(SUBMIT_CORPORATE, { input: corporate({ teamSize: 0 }) });
    expect(bad.errors![0]!.extensions!.fields).toEqual({ teamSize: TEAM_SIZE });
  });

  it('lists requests by type and search, and marks them handled, for staff only', async () => {
    const email = uniqueEmail('handle');
    await t.http
      .post('/api/contact/corporate')
      .send(corporate({ email, company: 'Handle Me FZCO' }))
      .expect(201);
    const list = await t.gql<{
      contactRequests: {
        data: { id: string; type: string; company: string | null; teamSize: number | null; handled: boolean }[];
        total: number;
      };
    }>(LIST, { search: 'handle me', type: 'Corporate' }, admin);
    expect(list.errors).toBeUndefined();
    expect(list.data!.contactRequests.data).toEqual([
      expect.objectContaining({ type: 'Corporate', company: 'Handle Me FZCO', teamSize: 45, handled: false }),
    ]);
    const contactsOnly = await t.gql<{ contactRequests: { data: { type: string }[] } }>(LIST, { type: 'Contact', limit: 100 }, admin);
    expect(new Set(contactsOnly.data!.contactRequests.data.map((r) => r.type))).toEqual(new Set(['Contact']));

    const id = list.data!.contactRequests.data[0]!.id;
    const handled = await t.gql<{ setContactHandled: { handled: boolean } }>(SET_HANDLED, { id, handled: true }, admin);
    expect(handled.data!.setContactHandled.handled).toBe(true);
    expect((await requests().findOne({ email }))!.handled).toBe(true);

    expect(errorCode(await t.gql(SET_HANDLED, { id: '64b7f0c2a1b2c3d4e5f60718', handled: true }, admin))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SET_HANDLED, { id, handled: false }, customer))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SET_HANDLED, { id, handled: false }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(LIST, {}, customer))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(LIST, {}))).toBe('UNAUTHENTICATED');
    expect((await requests().findOne({ email }))!.handled).toBe(true);
  });
});
