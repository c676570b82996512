import { JwtService } from '@nestjs/jwt';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { ChangeCounterRepository } from '../../src/common/versions/change-counters.repository.js';
import { createUser, uniqueEmail, uniquePhone, userModel } from '../factories/users.js';
import { createTestApp, errorCode, type GqlBody, type TestApp } from '../setup/test-app.js';

/**
 * Sign-up with e-mail OTP, login, admin login and the bearer token check, on the real
 * app and database. Codes are read from the development outbox, as a user would read their mail.
 */

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { message email resendAfterSeconds verificationToken } }`;
const RESEND = `mutation Resend($input: ResendOtpInput!) { resendOtp(input: $input) { message email resendAfterSeconds verificationToken } }`;
const VERIFY = `mutation Verify($input: VerifyOtpInput!) { verifyOtp(input: $input) { accessToken expiresIn user { id email emailVerified role } } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken user { id email role } } }`;
const ADMIN_LOGIN = `mutation AdminLogin($input: LoginInput!) { adminLogin(input: $input) { accessToken user { id role } } }`;
const ME = `query Me { me { id email phoneNo role emailVerified planStatus } }`;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  meta?: { code?: string };
  sentAt: string;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function signUpInput(overrides: Partial<Record<'fullName' | 'email' | 'phoneNo' | 'password', string>> = {}) {
  return { fullName: 'Amal Test', email: uniqueEmail('signup'), phoneNo: uniquePhone(), password: 'Str0ng-pass!', ...overrides };
}

async function outbox(to: string): Promise<OutboxMail[]> {
  const res = await t.http.get('/api/dev/outbox').query({ to }).expect(200);
  return (res.body as { data: OutboxMail[] }).data;
}

/** The newest code e-mailed to `email`. */
async function latestCode(email: string): Promise<string> {
  const code = (await outbox(email))[0]?.meta?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

/** A 6-digit code that is certainly not `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function signUp(input = signUpInput()): Promise<{ input: ReturnType<typeof signUpInput>; code: string; token: string }> {
  const body = await t.gql<{ signUp: { verificationToken: string } }>(SIGN_UP, { input });
  expect(body.errors).toBeUndefined();
  return { input, code: await latestCode(input.email), token: body.data!.signUp.verificationToken };
}

const verify = (email: string, code: string, verificationToken: string) =>
  t.gql<{ verifyOtp: { accessToken: string; user: { emailVerified: boolean } } }>(VERIFY, { input: { email, code, verificationToken } });
const resend = (email: string, verificationToken: string) => t.gql(RESEND, { input: { email, verificationToken } });
const login = (identifier: unknown, password: unknown) =>
  t.gql<{ login: { accessToken: string; user: { id: string; email: string; role: string } } }>(LOGIN, { input: { identifier, password } });
const adminLogin = (identifier: string, password: string) =>
  t.gql<{ adminLogin: { accessToken: string; user: { role: string } } }>(ADMIN_LOGIN, { input: { identifier, password } });
const me = (token?: string) =>
  t.gql<{ me: { id: string; email: string; phoneNo: string; role: string; emailVerified: boolean } }>(ME, {}, token);

const countUsers = () => userModel(t).countDocuments({}).exec();
const otps = () => t.connection.collection('otps');

describe('sign-up -> OTP -> verify -> login -> me', () => {
  it('activates an account with the e-mailed code and signs in with e-mail or phone', async () => {
    const input = signUpInput({ email: `  New.Customer.${process.pid}@Example.COM `, phoneNo: '050 765 4321' });
    const email = input.email.trim().toLowerCase();

    const sent = await t.gql<{ signUp: { email: string; resendAfterSeconds: number; message: string; verificationToken: string } }>(
      SIGN_UP,
      { input },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.signUp).toMatchObject({ email, resendAfterSeconds: 60 });

    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.meta!.code).toMatch(/^\d{6}$/);
    expect(mails[0]!.text).toContain(mails[0]!.meta!.code);

    // Not verified yet: the right password is not enough. Proving it hands this caller the code
    // already sent (a new verification token), so the sign-up's own token no longer matches.
    const notYet = await login(email, input.password);
    expect(errorCode(notYet)).toBe('EMAIL_NOT_VERIFIED');
    const loginToken = notYet.errors![0]!.extensions!.verificationToken as string;
    expect(loginToken).not.toBe(sent.data!.signUp.verificationToken);
    expect(errorCode(await verify(email, mails[0]!.meta!.code!, sent.data!.signUp.verificationToken))).toBe('OTP_INVALID');

    const verified = await verify(email, mails[0]!.meta!.code!, loginToken);
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.verifyOtp.user).toMatchObject({ email, emailVerified: true, role: 'User' });
    expect(verified.data!.verifyOtp.accessToken.split('.')).toHaveLength(3);

    const byEmail = await login(email.toUpperCase(), input.password);
    expect(byEmail.errors).toBeUndefined();
    const byE164 = await login('+971507654321', input.password);
    expect(byE164.errors).toBeUndefined();
    const byLocal = await login('0507654321', input.password);
    expect(byLocal.errors).toBeUndefined();
    expect(byE164.data!.login.user.id).toBe(byEmail.data!.login.user.id);
    expect(byLocal.data!.login.user.id).toBe(byEmail.data!.login.user.id);

    const profile = await me(byE164.data!.login.accessToken);
    expect(profile.errors).toBeUndefined();
    expect(profile.data!.me).toEqual({
      id: byEmail.data!.login.user.id,
      email,
      phoneNo: '+971507654321',
      role: 'User',
      emailVerified: true,
      planStatus: 'None',
    });
  });

  it('refuses an unverified account with EMAIL_NOT_VERIFIED (and no token)', async () => {
    const user = await createUser(t, { verified: false });
    const body = await login(user.email, user.password);
    expect(errorCode(body)).toBe('EMAIL_NOT_VERIFIED');
    expect(body.data).toBeNull();
  });
});

describe('sign-up validation', () => {
  it('names every invalid field in extensions.fields and writes nothing', async () => {
    const before = await countUsers();
    const otpsBefore = await otps().countDocuments();
    const email = 'not-an-email';
    const body = await t.gql(SIGN_UP, { input: { fullName: '   ', email, phoneNo: '12', password: 'short' } });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors![0]!.extensions!.fields!).sort()).toEqual(['email', 'fullName', 'password', 'phoneNo']);
    expect(body.errors![0]!.extensions!.fields).toEqual({
      fullName: 'Full name is required',
      email: 'Invalid email address',
      phoneNo: 'Invalid phone number',
      password: 'Password must be 8 to 128 characters.',
    });
    expect(await countUsers()).toBe(before);
    expect(await otps().countDocuments()).toBe(otpsBefore);
    expect(await outbox(email)).toEqual([]);
  });

  it.each([
    ['fullName', { fullName: 'x'.repeat(101) }],
    ['email', { email: 'someone@' }],
    ['phoneNo', { phoneNo: '+971 12' }],
    ['password', { password: 'p'.repeat(129) }],
  ])('names only %s when only it is wrong', async (field, bad) => {
    const before = await countUsers();
    const body = await t.gql(SIGN_UP, { input: signUpInput(bad) });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors![0]!.extensions!.fields!)).toEqual([field]);
    expect(await countUsers()).toBe(before);
  });

  it('answers a phone number of another account exactly as a free one, creating nothing; both people are told by e-mail', async () => {
    const owner = await createUser(t, { password: 'Original-Copper-Kettle-5' });
    type Sent = { signUp: { message: string; email: string; resendAfterSeconds: number; verificationToken: string } };
    const shape = (p: Sent['signUp']) => ({
      ...p,
      message: p.message.replace(p.email, '<email>'),
      email: '<email>',
      verificationToken: p.verificationToken.length,
    });
    const freshRes = await t.http.post('/graphql').send({ query: SIGN_UP, variables: { input: signUpInput() } });
    const before = await countUsers();
    const taken = signUpInput({ phoneNo: owner.phoneNo });
    const takenRes = await t.http.post('/graphql').send({ query: SIGN_UP, variables: { input: taken } });

    expect(takenRes.status).toBe(freshRes.status);
    expect((takenRes.body as GqlBody<Sent>).errors).toBeUndefined();
    expect(shape((takenRes.body as GqlBody<Sent>).data!.signUp)).toEqual(shape((freshRes.body as GqlBody<Sent>).data!.signUp));
    expect(await countUsers()).toBe(before);
    expect(await userModel(t).countDocuments({ email: taken.email }).exec()).toBe(0);

    // The address entered learns why (no code); the number's owner is warned; the owner's account is untouched.
    const toNew = await outbox(taken.email);
    expect(toNew).toHaveLength(1);
    expect(toNew[0]!.meta?.code).toBeUndefined();
    expect(toNew[0]!.text).toMatch(/phone number you entered is already registered/);
    const toOwner = await outbox(owner.email);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toMatch(/tried to sign up with your phone number/i);
    expect((await login(owner.phoneNo, 'Original-Copper-Kettle-5')).errors).toBeUndefined();

    // The token handed out is bound to nothing: no code verifies with it.
    const token = (takenRes.body as GqlBody<Sent>).data!.signUp.verificationToken;
    expect(errorCode(await verify(taken.email, '000000', token))).toBe('OTP_INVALID');
  });

  it('refuses an unknown input field such as role, creating nothing', async () => {
    const input = { ...signUpInput(), role: 'super_admin' };
    const body = await t.gql(SIGN_UP, { input });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.data ?? null).toBeNull();
    expect(await userModel(t).countDocuments({ email: input.email }).exec()).toBe(0);
  });
});

describe('signing up with an e-mail that is already registered', () => {
  it('answers exactly as for a new e-mail, creates nothing and keeps the password', async () => {
    const owner = await createUser(t, { password: 'Original-Copper-Kettle-5' });
    const fresh = signUpInput();

    const forNew = await t.gql<{ signUp: { message: string; email: string; resendAfterSeconds: number } }>(SIGN_UP, { input: fresh });
    const before = await countUsers();
    const forExisting = await t.gql<{ signUp: { message: string; email: string; resendAfterSeconds: number } }>(SIGN_UP, {
      input: signUpInput({ email: owner.email, password: 'Hijack#12345' }),
    });

    expect(forNew.errors).toBeUndefined();
    expect(forExisting.errors).toBeUndefined();
    const shape = (p: { message: string; email: string; resendAfterSeconds: number; verificationToken?: string }) => ({
      ...p,
      message: p.message.replace(p.email, '<email>'),
      email: '<email>',
      verificationToken: typeof p.verificationToken,
    });
    expect(shape(forExisting.data!.signUp)).toEqual(shape(forNew.data!.signUp));
    expect(forExisting.data!.signUp.email).toBe(owner.email);

    expect(await countUsers()).toBe(before);
    // The owner is told by e-mail, without a code; the password did not change.
    const mails = await outbox(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.meta?.code).toBeUndefined();
    expect(mails[0]!.subject).toMatch(/tried to sign up/i);
    expect(errorCode(await login(owner.email, 'Hijack#12345'))).toBe('INVALID_CREDENTIALS');
    expect((await login(owner.email, 'Original-Copper-Kettle-5')).errors).toBeUndefined();
  });

  it('answers resendOtp for an unknown e-mail like for a pending one', async () => {
    const unknown = uniqueEmail('nobody');
    const body = await t.gql<{ resendOtp: { email: string; resendAfterSeconds: number } }>(RESEND, {
      input: { email: unknown, verificationToken: 'x'.repeat(32) },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.resendOtp).toMatchObject({ email: unknown, resendAfterSeconds: 60 });
    expect(await outbox(unknown)).toEqual([]);
  });
});

describe('OTP rules', () => {
  it('locks the code after 5 wrong tries: the 5th and later answer OTP_LOCKED, even with the right code', async () => {
    const { input, code, token } = await signUp();
    const wrong = wrongCode(code);
    const answers: GqlBody[] = [];
    for (let i = 0; i < 4; i++) answers.push(await verify(input.email, wrong, token));
    expect(answers.map(errorCode)).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID']);
    expect(answers.map((a) => a.errors![0]!.message)).toEqual([
      'The code is incorrect. 4 attempts left.',
      'The code is incorrect. 3 attempts left.',
      'The code is incorrect. 2 attempts left.',
      'The code is incorrect. 1 attempt left.',
    ]);
    expect(errorCode(await verify(input.email, wrong, token))).toBe('OTP_LOCKED');
    expect(errorCode(await verify(input.email, wrong, token))).toBe('OTP_LOCKED');
    expect(errorCode(await verify(input.email, code, token))).toBe('OTP_LOCKED');
    const stored = await userModel(t).findOne({ email: input.email }).lean().exec();
    expect(stored!.emailVerified).toBe(false);
  });

  it('refuses an expired code with OTP_EXPIRED', async () => {
    const { input, code, token } = await signUp();
    const user = await userModel(t).findOne({ email: input.email }).lean().exec();
    const res = await otps().updateOne({ userId: user!._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(res.matchedCount).toBe(1);
    const body = await verify(input.email, code, token);
    expect(errorCode(body)).toBe('OTP_EXPIRED');
    expect((await userModel(t).findById(user!._id).lean().exec())!.emailVerified).toBe(false);
  });

  it('is single use: the same code cannot verify twice', async () => {
    const { input, code, token } = await signUp();
    expect((await verify(input.email, code, token)).errors).toBeUndefined();
    const again = await verify(input.email, code, token);
    expect(errorCode(again)).toBe('OTP_INVALID');
    expect(again.data).toBeNull();
  });

  it('refuses a resend within 60 s (OTP_RESEND_TOO_SOON); after it, a new code replaces the old one', async () => {
    const { input, code: first, token } = await signUp();
    const tooSoon = await resend(input.email, token);
    expect(errorCode(tooSoon)).toBe('OTP_RESEND_TOO_SOON');
    expect(tooSoon.errors![0]!.message).toMatch(/wait \d+ seconds/);
    expect(await outbox(input.email)).toHaveLength(1);

    const user = await userModel(t).findOne({ email: input.email }).lean().exec();
    await otps().updateOne({ userId: user!._id }, { $set: { sentAt: new Date(Date.now() - 61_000) } });
    const resent = await resend(input.email, token);
    expect(resent.errors).toBeUndefined();
    expect(await outbox(input.email)).toHaveLength(2);
    const second = await latestCode(input.email);
    expect(second).not.toBe(first);

    expect(errorCode(await verify(input.email, first, token))).toBe('OTP_INVALID');
    expect((await verify(input.email, second, token)).errors).toBeUndefined();
  });
});

describe('codes are bound to whoever requested them (no pending-account takeover)', () => {
  it('refuses the right code without the verification token of the sign-up that requested it', async () => {
    const { input, code } = await signUp();
    expect(errorCode(await verify(input.email, code, 'y'.repeat(32)))).toBe('OTP_INVALID');
    const stored = await userModel(t).findOne({ email: input.email }).lean().exec();
    expect(stored!.emailVerified).toBe(false);
  });

  it("a second sign-up with a pending e-mail changes nothing on the account, and the owner's code cannot activate the intruder's details", async () => {
    const owner = await signUp(signUpInput({ password: 'Owner#Pass123' }));
    const before = await userModel(t).findOne({ email: owner.input.email }).lean().exec();
    await otps().updateOne({ userId: before!._id }, { $set: { sentAt: new Date(Date.now() - 61_000) } });

    const intruder = await t.gql<{ signUp: { verificationToken: string } }>(SIGN_UP, {
      input: signUpInput({ email: owner.input.email, fullName: 'Intruder', password: 'Intruder-Copper-Falcon-7' }),
    });
    expect(intruder.errors).toBeUndefined();
    const after = await userModel(t).findOne({ email: owner.input.email }).lean().exec();
    expect({ fullName: after!.fullName, phoneNo: after!.phoneNo, passwordHash: after!.passwordHash }).toEqual({
      fullName: before!.fullName,
      phoneNo: before!.phoneNo,
      passwordHash: before!.passwordHash,
    });

    // The new code reaches the owner's inbox, but only the intruder's token matches it.
    const inboxCode = await latestCode(owner.input.email);
    expect(errorCode(await verify(owner.input.email, inboxCode, owner.token))).toBe('OTP_INVALID');
    expect(errorCode(await login(owner.input.email, 'Intruder-Copper-Falcon-7'))).toBe('INVALID_CREDENTIALS');
    expect((await userModel(t).findById(before!._id).lean().exec())!.emailVerified).toBe(false);
  });

  it('names phoneNo when the phone of a pending re-sign-up was registered by someone else before verification', async () => {
    const first = await signUp();
    const user = await userModel(t).findOne({ email: first.input.email }).lean().exec();
    await otps().updateOne({ userId: user!._id }, { $set: { sentAt: new Date(Date.now() - 61_000) } });
    const phone = uniquePhone();
    const again = await t.gql<{ signUp: { verificationToken: string } }>(SIGN_UP, {
      input: signUpInput({ email: first.input.email, phoneNo: phone }),
    });
    expect(again.errors).toBeUndefined();
    expect((await t.gql(SIGN_UP, { input: signUpInput({ phoneNo: phone }) })).errors).toBeUndefined(); // someone else takes it

    const body = await verify(first.input.email, await latestCode(first.input.email), again.data!.signUp.verificationToken);
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors![0]!.extensions!.fields!)).toEqual(['phoneNo']);
    expect((await userModel(t).findById(user!._id).lean().exec())!.emailVerified).toBe(false);
  });

  it('a repeated sign-up inside a minute writes nothing and answers OTP_RESEND_TOO_SOON', async () => {
    const first = await signUp();
    const otpBefore = await otps().findOne({});
    const again = await t.gql(SIGN_UP, { input: signUpInput({ email: first.input.email, password: 'Other#Pass123' }) });
    expect(errorCode(again)).toBe('OTP_RESEND_TOO_SOON');
    const stored = await otps().find({}).toArray();
    expect(stored.find((o) => String(o._id) === String(otpBefore!._id))).toEqual(otpBefore);
    expect((await verify(first.input.email, first.code, first.token)).errors).toBeUndefined();
  });

  it('login of an unverified account with the right password returns a token that works with the code', async () => {
    const { input, code } = await signUp();
    const body = await login(input.email, input.password);
    expect(errorCode(body)).toBe('EMAIL_NOT_VERIFIED');
    const token = body.errors![0]!.extensions!.verificationToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Inside the resend window no new mail goes out: the code already sent now answers to this token.
    expect(await outbox(input.email)).toHaveLength(1);
    expect((await verify(input.email, code, token)).errors).toBeUndefined();
  });
});

describe('concurrent guesses are all counted', () => {
  it('10 parallel wrong codes lock the code: attempts reach the cap and the right code is refused', async () => {
    const { input, code, token } = await signUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(input.email, wrongCode(code), token)));
    expect(answers.filter((a) => errorCode(a) === 'OTP_LOCKED').length).toBeGreaterThanOrEqual(6);
    const user = await userModel(t).findOne({ email: input.email }).lean().exec();
    expect((await otps().findOne({ userId: user!._id }))!.attempts).toBe(5);
    expect(errorCode(await verify(input.email, code, token))).toBe('OTP_LOCKED');
  });

  it('10 parallel wrong passwords block the account from that address', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(user.email, `Wrong-${i}-password`)));
    expect(answers.filter((a) => errorCode(a) === 'INVALID_CREDENTIALS')).toHaveLength(4);
    expect(errorCode(await login(user.email, user.password))).toBe('ACCOUNT_LOCKED');
  });
});

describe('login', () => {
  it('blocks the account from this address after 5 wrong passwords; then even the right password is refused here', async () => {
    const user = await createUser(t);
    const answers: GqlBody[] = [];
    for (let i = 0; i < 5; i++) answers.push(await login(user.email, `Wrong-${i}-password`));
    expect(answers.map(errorCode)).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'ACCOUNT_LOCKED',
    ]);
    const locked = await login(user.email, user.password);
    expect(errorCode(locked)).toBe('ACCOUNT_LOCKED');
    expect(locked.errors![0]!.message).toMatch(/try again in \d+ minutes?/);
    expect(locked.data).toBeNull();
    expect(errorCode(await login(user.phoneNo, user.password))).toBe('ACCOUNT_LOCKED');
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const user = await createUser(t);
    const wrong = await login(user.email, 'Not-the-password1');
    const unknown = await login(uniqueEmail('ghost'), 'Not-the-password1');
    expect(errorCode(wrong)).toBe('INVALID_CREDENTIALS');
    expect(unknown.errors![0]).toEqual(wrong.errors![0]);
  });

  it('adminLogin refuses a user account exactly as a wrong password, and accepts admin and super_admin', async () => {
    const customer = await createUser(t, { role: Role.User });
    const admin = await createUser(t, { role: Role.Admin });
    const superAdmin = await createUser(t, { role: Role.SuperAdmin });

    const customerRight = await adminLogin(customer.email, customer.password);
    const adminWrong = await adminLogin(admin.email, 'Wrong-password-1');
    expect(errorCode(customerRight)).toBe('INVALID_CREDENTIALS');
    expect(customerRight.data).toBeNull();
    expect(customerRight.errors![0]!.message).toBe(adminWrong.errors![0]!.message);
    expect(customerRight.errors![0]!.extensions).toEqual(adminWrong.errors![0]!.extensions);

    const asAdmin = await adminLogin(admin.email, admin.password);
    const asSuper = await adminLogin(superAdmin.phoneNo, superAdmin.password);
    expect(asAdmin.errors).toBeUndefined();
    expect(asSuper.errors).toBeUndefined();
    expect(asAdmin.data!.adminLogin.user.role).toBe('Admin');
    expect(asSuper.data!.adminLogin.user.role).toBe('SuperAdmin');
    // The customer can still use the normal login.
    expect((await login(customer.email, customer.password)).errors).toBeUndefined();
  });
});

describe('bearer token check on me', () => {
  let user: Awaited<ReturnType<typeof createUser>>;
  let token: string;

  beforeAll(async () => {
    user = await createUser(t);
    token = (await login(user.email, user.password)).data!.login.accessToken;
  });

  const b64url = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

  it('answers the caller with a valid token', async () => {
    const body = await me(token);
    expect(body.errors).toBeUndefined();
    expect(body.data!.me).toMatchObject({ id: user.id, email: user.email });
  });

  it.each<[string, () => string | undefined]>([
    ['no token', () => undefined],
    ['a garbage token', () => 'not.a.jwt'],
    [
      'a token signed with another secret',
      () => new JwtService({ secret: 'another-secret-that-is-long-enough-0123456789' }).sign({ sub: user.id, role: 'user', tv: 0 }),
    ],
    [
      'an alg "none" token',
      () =>
        `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: user.id, role: 'super_admin', tv: 0, iat: Math.floor(Date.now() / 1000) })}.`,
    ],
    [
      'an expired token',
      () =>
        new JwtService({ secret: t.cfg.JWT_SECRET }).sign({ sub: user.id, role: 'user', tv: 0, exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['a token whose signature was tampered with', () => `${token.slice(0, token.lastIndexOf('.') + 1)}${'A'.repeat(43)}`],
  ])('answers UNAUTHENTICATED with %s', async (_label, make) => {
    const body = await me(make());
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
    expect(body.data).toBeNull();
  });

  it('refuses a correctly signed token after the account token version changed', async () => {
    const other = await createUser(t);
    const otherToken = (await login(other.email, other.password)).data!.login.accessToken;
    expect((await me(otherToken)).errors).toBeUndefined();
    await userModel(t)
      .updateOne({ email: other.email }, { $inc: { tokenVersion: 1 } })
      .exec();
    // Instances keep a token's verdict until the shared sessions counter moves (the app's own writes move
    // it); a change made straight in the database moves it by hand.
    await t.app.get(ChangeCounterRepository).bump('sessions');
    expect(errorCode(await me(otherToken))).toBe('UNAUTHENTICATED');
  });
});

describe('rate limit', () => {
  it('answers RATE_LIMITED on the 4th attempt when the limit is 3 per minute', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 5; i++) {
        const body = await limited.gql(LOGIN, { input: { identifier: 'nobody@example.com', password: 'Whatever-123' } });
        codes.push(errorCode(body));
      }
      expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'RATE_LIMITED', 'RATE_LIMITED']);
      const last = await limited.gql(SIGN_UP, { input: signUpInput() });
      expect(errorCode(last)).toBe('RATE_LIMITED');
      expect(last.errors![0]!.extensions!.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('operator injection', () => {
  let victim: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    victim = await createUser(t);
  });

  it('rejects an object as identifier in GraphQL variables before anything runs', async () => {
    for (const identifier of [{ $gt: '' }, { $ne: null }, { $regex: '.*' }]) {
      const body = await login(identifier, victim.password);
      expect(body.data ?? null).toBeNull();
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
    }
    // Nothing was counted against the account.
    expect(await t.connection.collection('rate_limits').countDocuments({ key: { $regex: victim.id } })).toBe(0);
  });

  it('treats an operator written as a string as a plain (unknown) identifier', async () => {
    const body = await login('{"$gt": ""}', victim.password);
    expect(errorCode(body)).toBe('INVALID_CREDENTIALS');
    expect(body.data).toBeNull();
  });

  it('rejects an operator object as password and as OTP e-mail', async () => {
    expect(errorCode(await login(victim.email, { $ne: 'x' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(VERIFY, { input: { email: { $gt: '' }, code: '123456' } }))).toBe('BAD_USER_INPUT');
  });

  it('rejects an inline object literal in the query document', async () => {
    const body = await t.gql(`mutation { login(input: { identifier: { gt: "" }, password: "x" }) { accessToken } }`);
    expect(errorCode(body)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('rejects bracketed operators in REST query strings', async () => {
    const res = await t.http.get('/api/plans/').query('page[$gt]=0');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
