/**
 * The audit's probes of the try limits: simultaneous guesses at a reset code (3a) and a sign-up code (3a2),
 * wrong passwords at one account (3b), the account-wide lock against a crowd of addresses (3c), and a wrong
 * verification token that spends none of a pending sign-up's tries (10).
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  A,
  B,
  BURST,
  DEMO_PASSWORD,
  LIMIT,
  LOGIN,
  REQUEST_RESET,
  RESET,
  SIGN_UP,
  STRONG,
  VERIFY,
  address,
  either,
  gql,
  sink,
  tally,
  uniqueEmail,
  uniquePhone,
  verifiedCustomer,
  wrongCode,
} from '../client.mjs';

export const resetCodeBurst = {
  n: '3a',
  name: 'try limit, reset code: 30 simultaneous guesses over both instances',
  severity: 'Medium',
  async run() {
    const user = await verifiedCustomer('reset');
    const after = Date.now();
    const requested = await gql(A, REQUEST_RESET, { input: { email: user.email } });
    if (requested.code !== 'OK') throw new Error(`requestPasswordReset: ${requested.code}`);
    const code = await sink.code(user.email, 'password reset', { after });
    const at = randomInt(0, BURST);
    const reset = (i, c) => gql(either(i), RESET, { input: { email: user.email, code: c, password: STRONG() } });
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => reset(i, i === at ? code : wrongCode(code, i))));
    const won = answers.filter((r) => r.code === 'OK').length;
    const left = answers.map((r) => /(\d+) attempts? left/.exec(r.message ?? '')?.[1]).filter(Boolean);
    const locked = answers.filter((r) => r.code === 'RESET_LOCKED').length;
    const distinct = new Set(left).size === left.length;
    // Each compared wrong guess tells its try's number ("N attempts left", N = 5 - try); the fifth answers
    // RESET_LOCKED like every guess that found no try left. Check-then-act shows as a number given twice.
    // Without a win, exactly tries 1-4 are told and the right code is refused afterwards (locked).
    const after5 = won ? null : await gql(A, RESET, { input: { email: user.email, code, password: STRONG() } });
    const held = won
      ? won === 1 && distinct && left.length <= LIMIT - 1
      : left.length === LIMIT - 1 && distinct && locked === BURST - left.length && after5.code === 'RESET_LOCKED';
    return {
      held,
      measured:
        `right code at #${at + 1}: won ${won}; "N attempts left" answers ${left.length} (N = ${left.sort().join(',') || '-'}); ` +
        `RESET_LOCKED ${locked}; others ${tally(answers.filter((r) => !/^(OK|RESET_LOCKED|RESET_INVALID)$/.test(r.code)).map((r) => r.code)) || 0}` +
        `${after5 ? `; the right code afterwards: ${after5.code}` : ''} [held: each try number told once; without a win tries 1-4 told, the rest and then the right code locked]`,
    };
  },
};

export const signUpCodeBurst = {
  n: '3a2',
  name: 'try limit, sign-up code: 30 simultaneous guesses over both instances',
  severity: 'Medium',
  async run() {
    const account = { fullName: 'Audit Burst', email: uniqueEmail('otp'), phoneNo: uniquePhone(), password: STRONG() };
    const after = Date.now();
    const sent = await gql(A, SIGN_UP, { input: account }, { ip: address() });
    if (sent.code !== 'OK') throw new Error(`signUp: ${sent.code} ${sent.message}`);
    const token = sent.body.data.signUp.verificationToken;
    const code = await sink.code(account.email, 'verification', { after });
    const at = randomInt(0, BURST);
    const verify = (i, c) => gql(either(i), VERIFY, { input: { email: account.email, code: c, verificationToken: token } });
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => verify(i, i === at ? code : wrongCode(code, i))));
    const won = answers.filter((r) => r.code === 'OK').length;
    const left = answers.map((r) => /(\d+) attempts? left/.exec(r.message ?? '')?.[1]).filter(Boolean);
    const locked = answers.filter((r) => r.code === 'OTP_LOCKED').length;
    const distinct = new Set(left).size === left.length;
    const later = won ? null : await gql(B, VERIFY, { input: { email: account.email, code, verificationToken: token } });
    const held = won
      ? won === 1 && distinct && left.length <= LIMIT - 1
      : left.length === LIMIT - 1 && distinct && locked === BURST - left.length && later.code === 'OTP_LOCKED';
    return {
      held,
      measured:
        `right code at #${at + 1}: won ${won}; "N attempts left" answers ${left.length} (N = ${left.sort().join(',') || '-'}); ` +
        `OTP_LOCKED ${locked}; all: ${tally(answers.map((r) => r.code))}${later ? `; the right code afterwards: ${later.code}` : ''} ` +
        `[held as 3a]`,
    };
  },
};

export const loginBurst = {
  n: '3b',
  name: 'try limit, login: 30 simultaneous wrong passwords from one address over both instances',
  severity: 'Medium',
  async run() {
    const user = await verifiedCustomer('login');
    const ip = address();
    const login = (i, password) => gql(either(i), LOGIN, { input: { identifier: user.email, password } }, { ip });
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => login(i, `Wrong-${i}-password`)));
    const wrong = answers.filter((r) => r.code === 'INVALID_CREDENTIALS').length;
    const locked = answers.filter((r) => r.code === 'ACCOUNT_LOCKED').length;
    const right = await login(0, user.password);
    return {
      held: wrong <= LIMIT - 1 && wrong + locked === BURST && right.code === 'ACCOUNT_LOCKED',
      measured:
        `INVALID_CREDENTIALS ${wrong}, ACCOUNT_LOCKED ${locked}${wrong + locked < BURST ? `, other ${tally(answers.map((r) => r.code))}` : ''}; ` +
        `then the right password: ${right.code} [held: at most ${LIMIT - 1} "wrong password", the rest locked, right one refused]`,
    };
  },
};

export const accountWideLock = {
  n: '3c',
  name: "account-wide lock: a crowd of addresses cannot lock the staff owner's own address",
  severity: 'Medium',
  async run() {
    const email = 'superadmin@freshfuel.ae';
    const home = address();
    const login = (i, ip, password) => gql(either(i), LOGIN, { input: { identifier: email, password } }, { ip });
    const first = await login(0, home, DEMO_PASSWORD);
    if (first.code !== 'OK') throw new Error(`the owner's first sign-in: ${first.code}`);
    // Strangers spend all but 5 of the account's hourly budget of 300: 59 addresses, 5 wrong passwords each.
    const crowd = Array.from({ length: 59 }, () => address());
    const spent = [];
    for (let round = 0; round < 5; round++) {
      const rs = await Promise.all(crowd.map((ip, i) => login(i, ip, `Crowd-${round}-${i}-wrong`)));
      spent.push(...rs.map((r) => r.code));
    }
    // Then 30 at once from 11 new addresses: the account's last 5 slots.
    const eleven = Array.from({ length: 11 }, () => address());
    const burst = await Promise.all(Array.from({ length: BURST }, (_, i) => login(i, eleven[i % 11], `Burst-${i}-wrong`)));
    const wrong = burst.filter((r) => r.code === 'INVALID_CREDENTIALS').length;
    const locked = burst.filter((r) => r.code === 'ACCOUNT_LOCKED').length;
    const stranger = await login(1, address(), DEMO_PASSWORD);
    const owner = await login(0, home, DEMO_PASSWORD);
    return {
      held: wrong <= LIMIT - 1 && wrong + locked === BURST && stranger.code === 'ACCOUNT_LOCKED' && owner.code === 'OK',
      measured:
        `crowd of 59 addresses x 5: ${tally(spent)}; burst of 30 from 11 new addresses: INVALID_CREDENTIALS ${wrong}, ACCOUNT_LOCKED ${locked}; ` +
        `right password from a new address: ${stranger.code}; from the owner's address: ${owner.code === 'OK' ? 'signed in' : owner.code}`,
    };
  },
};

export const wrongVerificationToken = {
  n: '10',
  name: "a wrong verification token spends none of a pending sign-up's tries",
  severity: 'Low',
  async run() {
    const account = { fullName: 'Token Holder', email: uniqueEmail('token'), phoneNo: uniquePhone(), password: STRONG() };
    const after = Date.now();
    const sent = await gql(A, SIGN_UP, { input: account }, { ip: address() });
    if (sent.code !== 'OK') throw new Error(`signUp: ${sent.code} ${sent.message}`);
    const token = sent.body.data.signUp.verificationToken;
    const code = await sink.code(account.email, 'verification', { after });
    const strangers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        gql(either(i), VERIFY, {
          input: { email: account.email, code: wrongCode(code, i), verificationToken: randomBytes(24).toString('base64url') },
        }),
      ),
    );
    // One wrong guess with the real token tells how many tries were left before it.
    const own = await gql(B, VERIFY, { input: { email: account.email, code: wrongCode(code, 99), verificationToken: token } });
    const owner = await gql(A, VERIFY, { input: { email: account.email, code, verificationToken: token } });
    const expected = 'The code is incorrect or has expired. Please request a new code.';
    const held =
      strangers.every((r) => r.message === expected) &&
      own.message === `The code is incorrect. ${LIMIT - 1} attempts left.` &&
      owner.code === 'OK';
    return {
      held,
      measured: `10 guesses with wrong tokens: ${tally(strangers.map((r) => r.code))}; then the owner's wrong guess: "${own.message}"; the owner's code: ${owner.code === 'OK' ? 'signed in' : owner.code}`,
    };
  },
};
