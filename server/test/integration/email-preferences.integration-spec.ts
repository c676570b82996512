import { Role } from '../../src/common/auth/roles.decorator.js';
import { MailerService } from '../../src/modules/notifications/mailer.service.js';
import { UserRepository } from '../../src/modules/users/users.repository.js';
import { loginAs } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/**
 * E-mail preferences on the customer profile (issue "back office" §7): optional kinds can be switched
 * off, transactional ones cannot, and the mailer skips a kind its recipient switched off. Mails are
 * read from the development outbox, as the customer would read their inbox.
 */

const PREFS = `query { myEmailPreferences { kind enabled required } }`;
const SET = `mutation($i: SetEmailPreferenceInput!) { setEmailPreference(input: $i) { kind enabled required } }`;

interface Pref {
  kind: string;
  enabled: boolean;
  required: boolean;
}
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function outbox(to: string): Promise<{ subject: string; meta?: { kind?: string } }[]> {
  return (await t.http.get('/api/dev/outbox').query({ to }).expect(200)).body.data;
}

describe('e-mail preferences', () => {
  it('lists every kind, all on by default, the transactional ones required', async () => {
    const customer = await loginAs(t, Role.User);
    const body = await t.gql<{ myEmailPreferences: Pref[] }>(PREFS, {}, customer.token);
    expect(body.errors).toBeUndefined();
    expect(body.data!.myEmailPreferences).toEqual([
      { kind: 'ScheduleChanged', enabled: true, required: false },
      { kind: 'RenewalReminder', enabled: true, required: false },
      { kind: 'PlanEnded', enabled: true, required: false },
      { kind: 'OrderConfirmation', enabled: true, required: true },
      { kind: 'Refund', enabled: true, required: true },
      { kind: 'Cancellation', enabled: true, required: true },
      { kind: 'AccountSecurity', enabled: true, required: true },
    ]);
    expect(errorCode(await t.gql(PREFS))).toBe('UNAUTHENTICATED');
  });

  it('an opted-out kind is not sent, an opted-in one is, and a transactional one always is', async () => {
    const customer = await loginAs(t, Role.User);
    const off = await t.gql<{ setEmailPreference: Pref[] }>(SET, { i: { kind: 'RenewalReminder', enabled: false } }, customer.token);
    expect(off.errors).toBeUndefined();
    expect(off.data!.setEmailPreference.find((p) => p.kind === 'RenewalReminder')).toEqual({
      kind: 'RenewalReminder',
      enabled: false,
      required: false,
    });
    // Twice is the same as once (idempotent).
    expect((await t.gql(SET, { i: { kind: 'RenewalReminder', enabled: false } }, customer.token)).errors).toBeUndefined();

    // The callers hand the mailer the account as stored, as the daily jobs and schedule changes do.
    const user = (await t.app.get(UserRepository).findById(customer.id))!;
    const mailer = t.app.get(MailerService);
    const endDate = new Date('2026-12-25T00:00:00Z');
    expect(await mailer.send('renewalReminder', user, { planName: { en: 'Balanced' }, endDate })).toBe(false);
    expect(await mailer.send('expiry', user, { planName: { en: 'Balanced' }, endDate })).toBe(true);
    expect(
      await mailer.send('refund', user, {
        orderNumber: 'FF-261124-AAAAAA',
        amount: 100_00,
        reason: { en: 'Late' },
        creditNoteNumber: 'CN-000001',
      }),
    ).toBe(true);
    expect((await outbox(customer.email)).map((m) => m.meta?.kind).sort()).toEqual(['expiry', 'refund']);

    // Back on: sent again.
    const on = await t.gql<{ setEmailPreference: Pref[] }>(SET, { i: { kind: 'RenewalReminder', enabled: true } }, customer.token);
    expect(on.data!.setEmailPreference.every((p) => p.enabled)).toBe(true);
    const again = (await t.app.get(UserRepository).findById(customer.id))!;
    expect(await mailer.send('renewalReminder', again, { planName: { en: 'Balanced' }, endDate })).toBe(true);
    expect((await outbox(customer.email)).map((m) => m.meta?.kind)).toContain('renewalReminder');
  });

  it('refuses to switch off a transactional kind or an unknown one, changing nothing', async () => {
    const customer = await loginAs(t, Role.User);
    const body = await t.gql(SET, { i: { kind: 'OrderConfirmation', enabled: false } }, customer.token);
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(body.errors![0]!.message).toBe('This e-mail is always sent and cannot be switched off.');
    expect(errorCode(await t.gql(SET, { i: { kind: 'Newsletter', enabled: false } }, customer.token))).toBe('BAD_USER_INPUT');
    expect((await t.app.get(UserRepository).findById(customer.id))!.emailOptOut).toEqual([]);
    expect(errorCode(await t.gql(SET, { i: { kind: 'PlanEnded', enabled: false } }))).toBe('UNAUTHENTICATED');
  });
});
