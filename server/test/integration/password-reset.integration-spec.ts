import { Role } from '../../src/common/auth/roles.decorator.js';
import { createUser, uniqueEmail, userModel } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/**
 * Forgot / reset password (docs/decisions/0016-back-office-completeness.md "Password reset"): code or link by e-mail, hashed at rest,
 * 30 minutes, 5 tries, rate limited per address, same answer for unknown addresses, and a successful
 * reset signs out every existing session. Real GraphQL against the real app and database.
 */

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  meta?: { code?: string; token?: string; kind?: string };
}

const REQUEST = `mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }`;
const RESET = `mutation S($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const LOGIN = `mutation L($input: LoginInput!) { login(input: $input) { accessToken } }`;
const ME = `query { me { id email } }`;
const NEW_PASSWORD = 'Brand-new@Pass1';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function outbox(to: string): Promise<OutboxMail[]> {
  const res = await t.http.get('/api/dev/outbox').query({ to }).expect(200);
  return (res.body as { data: OutboxMail[] }).data;
}

async function login(email: string, password: string): Promise<string | undefined> {
  return (await t.gql<{ login: { accessToken: string } }>(LOGIN, { input: { identifier: email, password } })).data?.login.accessToken;
}

const resets = () => t.connection.collection('password_resets');

describe('password reset', () => {
  it('answers the same for known and unknown addresses, and e-mails only a real account', async () => {
    const user = await createUser(t);
    const unknown = uniqueEmail('nobody');
    const a = await t.gql(REQUEST, { input: { email: user.email } });
    const b = await t.gql(REQUEST, { input: { email: unknown } });
    expect(a.errors).toBeUndefined();
    expect(a.data).toEqual(b.data);
    expect((await outbox(user.email)).length).toBe(1);
    expect(await outbox(unknown)).toEqual([]);
  });

  it('stores only hashes of the code and token, valid 30 minutes', async () => {
    const user = await createUser(t);
    await t.gql(REQUEST, { input: { email: user.email } });
    const [mail] = await outbox(user.email);
    const doc = await resets().findOne({ userId: (await userModel(t).findOne({ email: user.email }).lean())!._id });
    expect(doc).toBeTruthy();
    const stored = JSON.stringify(doc);
    expect(stored).not.toContain(mail!.meta!.code!);
    expect(stored).not.toContain(mail!.meta!.token!);
    const ttl = (doc!.expiresAt as Date).getTime() - (doc!.sentAt as Date).getTime();
    expect(ttl).toBe(30 * 60_000);
  });

  it('resets with the code, revokes existing sessions, and the code works once', async () => {
    const user = await createUser(t);
    const oldToken = await login(user.email, user.password);
    expect((await t.gql(ME, {}, oldToken)).data?.me.email).toBe(user.email);
    await t.gql(REQUEST, { input: { email: user.email } });
    const code = (await outbox(user.email))[0]!.meta!.code!;
    const ok = await t.gql(RESET, { input: { email: user.email, code, password: NEW_PASSWORD } });
    expect(ok.errors).toBeUndefined();
    expect(errorCode(await t.gql(ME, {}, oldToken))).toBe('UNAUTHENTICATED');
    expect(await login(user.email, user.password)).toBeUndefined();
    expect(await login(user.email, NEW_PASSWORD)).toEqual(expect.any(String));
    const again = await t.gql(RESET, { input: { email: user.email, code, password: 'Another@Pass2' } });
    expect(errorCode(again)).toBe('RESET_INVALID');
  });

  it('resets with the link token', async () => {
    const user = await createUser(t);
    await t.gql(REQUEST, { input: { email: user.email } });
    const mail = (await outbox(user.email))[0]!;
    const link = `/reset-password?email=${encodeURIComponent(user.email)}&token=${mail.meta!.token}`;
    expect(mail.text).toContain(link);
    // Rendered from the MJML template like the other product e-mails: an HTML part with the button.
    expect(mail.meta!.kind).toBe('passwordReset');
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.html).toContain('Choose a new password');
    const ok = await t.gql(RESET, { input: { email: user.email, token: mail.meta!.token, password: NEW_PASSWORD } });
    expect(ok.errors).toBeUndefined();
    expect(await login(user.email, NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('locks after 5 wrong codes, even when guessed in parallel; the right code then fails', async () => {
    const user = await createUser(t);
    await t.gql(REQUEST, { input: { email: user.email } });
    const code = (await outbox(user.email))[0]!.meta!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.gql(RESET, { input: { email: user.email, code: wrong, password: NEW_PASSWORD } })),
    );
    expect(answers.map(errorCode).every((c) => c === 'RESET_INVALID' || c === 'RESET_LOCKED')).toBe(true);
    expect(answers.filter((a) => errorCode(a) === 'RESET_INVALID').length).toBeLessThanOrEqual(4);
    const late = await t.gql(RESET, { input: { email: user.email, code, password: NEW_PASSWORD } });
    expect(errorCode(late)).toBe('RESET_LOCKED');
    expect(await login(user.email, user.password)).toEqual(expect.any(String));
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t);
    await t.gql(REQUEST, { input: { email: user.email } });
    const code = (await outbox(user.email))[0]!.meta!.code!;
    await resets().updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(errorCode(await t.gql(RESET, { input: { email: user.email, code, password: NEW_PASSWORD } }))).toBe('RESET_EXPIRED');
  });

  it('refuses a short password and a missing proof, writing nothing', async () => {
    const user = await createUser(t);
    await t.gql(REQUEST, { input: { email: user.email } });
    const code = (await outbox(user.email))[0]!.meta!.code!;
    expect(errorCode(await t.gql(RESET, { input: { email: user.email, code, password: 'short' } }))).toBe('VALIDATION_FAILED');
    expect(errorCode(await t.gql(RESET, { input: { email: user.email, password: NEW_PASSWORD } }))).toBe('RESET_INVALID');
    expect(await login(user.email, user.password)).toEqual(expect.any(String));
    const id = (await userModel(t).findOne({ email: user.email }).lean())!._id;
    expect((await resets().findOne({ userId: id }))?.attempts).toBe(0);
  });

  it('limits requests per address (3 per 15 minutes), known or not', async () => {
    const staff = await createUser(t, { role: Role.Admin });
    for (const email of [staff.email, uniqueEmail('ghost')]) {
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push(errorCode(await t.gql(REQUEST, { input: { email } })));
      expect(codes).toEqual([undefined, undefined, undefined, 'RATE_LIMITED']);
    }
  });
});
