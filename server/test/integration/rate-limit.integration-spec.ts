import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';

/** Per-IP budgets of the public forms and discount-code checks (`@RateLimit`), with tiny limits. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ FORMS_RATE_LIMIT_PER_MINUTE: '2', CODES_RATE_LIMIT_PER_MINUTE: '2' });
  await seedDatabase(t);
});

afterAll(async () => {
  await t?.close();
});

const subscribers = () => t.connection.collection('newsletters').countDocuments();

describe('forms budget', () => {
  it('answers RATE_LIMITED (429, with data.message) on the 3rd form post in a minute and writes nothing', async () => {
    const first = await t.http.post('/api/newsletters/').send({ email: `rl1.${process.pid}@example.com` });
    const second = await t.http.post('/api/newsletters/').send({ email: `rl2.${process.pid}@example.com` });
    expect([first.status, second.status]).toEqual([201, 201]);
    const before = await subscribers();

    const third = await t.http.post('/api/newsletters/').send({ email: `rl3.${process.pid}@example.com` });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
    expect(third.body.data.message).toMatch(/Too many attempts/);
    expect(await subscribers()).toBe(before);

    // The budget is shared by every public form, over REST and GraphQL alike.
    const contact = await t.gql(`mutation C($input: ContactInput!) { submitContact(input: $input) { message } }`, {
      input: { name: 'A', email: 'a@example.com', phone: '+971501234567', message: 'Hello' },
    });
    expect(errorCode(contact)).toBe('RATE_LIMITED');
  });
});

describe('discount-code budget', () => {
  it('answers RATE_LIMITED on the 3rd code check in a minute', async () => {
    const codes = ['NOPE1', 'NOPE2', 'FRESH10'];
    const answers = [];
    for (const code of codes) answers.push(await t.http.get(`/api/promoCodes/details/${code}`));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 429]);
    expect(answers[2]!.body.code).toBe('RATE_LIMITED');
  });
});
