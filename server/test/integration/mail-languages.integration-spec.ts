import { Types } from 'mongoose';
import { PDFParse } from 'pdf-parse';
import { Language } from '../../src/common/i18n/language.js';
import { OrderDocumentsService } from '../../src/modules/orders/order-documents.service.js';
import type { Order } from '../../src/modules/orders/order.schema.js';
import { SubscriptionLifecycleService } from '../../src/modules/subscriptions/subscription-lifecycle.service.js';
import { orderModel } from '../factories/admin.js';
import { buyPaidSubscription } from '../factories/paid-subscription.js';
import { STRIPE_TEST_ENV } from '../factories/payments.js';
import { createUser, loginAs, uniqueEmail, uniquePhone, userModel, type CreatedUser } from '../factories/users.js';
import { createTestApp, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * E-mails in the recipient's language, naming things as they were bought: the plan name of an order
 * is snapshotted in Arabic too (mails to an Arabic customer name the plan in Arabic, even after the
 * plan is renamed), older orders fall back to the plan's current Arabic; the sign-up security notices
 * go in the account owner's language (the request's for an address that is not an account).
 */

let t: TestApp;

interface OutboxMail {
  subject: string;
  text: string;
  html?: string;
  meta?: { kind?: string };
  attachments: { filename: string; contentBase64: string }[];
}

async function outbox(to: string): Promise<OutboxMail[]> {
  return (await t.http.get('/api/dev/outbox').query({ to }).expect(200)).body.data as OutboxMail[];
}

async function mailOf(to: string, kind: string): Promise<OutboxMail> {
  const mail = (await outbox(to)).find((m) => m.meta?.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

async function setLanguage(user: CreatedUser, language: Language): Promise<void> {
  await userModel(t)
    .updateOne({ _id: new Types.ObjectId(user.id) }, { $set: { language } })
    .exec();
}

async function orderOf(user: CreatedUser): Promise<Order> {
  return (await orderModel(t)
    .findOne({ user: new Types.ObjectId(user.id) })
    .lean<Order>()
    .exec())!;
}

const plans = () => t.connection.collection('plans');

beforeAll(async () => {
  t = await createTestApp({ ...STRIPE_TEST_ENV, SCHEDULED_JOBS: 'false' });
  await seedDatabase(t);
});

afterAll(async () => {
  await t?.close();
});

describe('plan names in order e-mails', () => {
  // The seeded Balanced plan's Arabic name is المتوازنة; each test puts it back.
  afterEach(async () => {
    await plans().updateOne(
      { name: { $in: ['Balanced', 'Balanced Plus'] } },
      { $set: { name: 'Balanced', 'translations.ar.name': 'المتوازنة' } },
    );
  });

  it('snapshots the Arabic plan name with the order and names the plan in Arabic for an Arabic customer, English for others', async () => {
    const ar = await loginAs(t, 'user', { fullName: 'عائشة' });
    await setLanguage(ar, Language.ar);
    const en = await loginAs(t, 'user');
    await buyPaidSubscription(t, ar, { planName: 'Balanced' });
    await buyPaidSubscription(t, en, { planName: 'Balanced' });

    const order = await orderOf(ar);
    expect(order.packageInfo.package).toBe('Balanced');
    expect(order.translations?.ar?.planName).toBe('المتوازنة');
    expect(order.lines?.map((l) => l.descriptionAr)).toEqual(['وجبات الغداء، الخطة: المتوازنة', 'وجبات العشاء، الخطة: المتوازنة']);

    const arMail = await mailOf(ar.email, 'orderConfirmation');
    expect(arMail.text).toContain('تم حجز خطتك «المتوازنة».');
    expect(arMail.text).toContain('الخطة: المتوازنة');
    expect(arMail.text).not.toContain('Balanced');
    expect(arMail.html).toContain('المتوازنة');
    const enMail = await mailOf(en.email, 'orderConfirmation');
    expect(enMail.text).toContain('Your Balanced plan is booked.');
    expect(enMail.text).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps naming what was bought after the plan is renamed (cancellation, refund reason, renewal reminder, expiry)', async () => {
    const ar = await loginAs(t, 'user', { fullName: 'مريم' });
    await setLanguage(ar, Language.ar);
    const sub = await buyPaidSubscription(t, ar, { planName: 'Balanced', startInDays: 6 });
    await plans().updateOne({ name: 'Balanced' }, { $set: { name: 'Balanced Plus', 'translations.ar.name': 'المتوازنة بلس' } });

    const lifecycle = t.app.get(SubscriptionLifecycleService);
    await lifecycle.sendRenewalReminders(new Date(sub.endDate.getTime() - 3 * 86_400_000 + 3_600_000));
    expect((await mailOf(ar.email, 'renewalReminder')).text).toContain('جدّد خطتك «المتوازنة» الآن');

    const cancel = await t.gql('mutation($id: ID!) { cancelMySubscription(subscriptionId: $id) { refund } }', { id: sub.id }, ar.token);
    expect(cancel.errors).toBeUndefined();
    const cancelled = await mailOf(ar.email, 'cancellation');
    expect(cancelled.text).toContain('تم إلغاء خطتك «المتوازنة».');
    expect(cancelled.text).not.toContain('بلس');
    const refund = await mailOf(ar.email, 'refund');
    expect(refund.text).toContain('السبب: ألغى العميل الخطة');
    expect(refund.text).not.toContain('Plan cancelled by the customer');
  });

  it("older orders without the Arabic snapshot use the plan's current Arabic while the plan keeps the ordered name, else the English", async () => {
    const ar = await loginAs(t, 'user');
    await setLanguage(ar, Language.ar);
    await buyPaidSubscription(t, ar, { planName: 'Balanced' });
    await orderModel(t)
      .updateOne({ user: new Types.ObjectId(ar.id) }, { $unset: { translations: 1 } })
      .exec();
    const documents = t.app.get(OrderDocumentsService);
    expect(await documents.planNameOf(await orderOf(ar))).toEqual({ en: 'Balanced', ar: 'المتوازنة' });
    await plans().updateOne({ name: 'Balanced' }, { $set: { name: 'Balanced Plus' } });
    expect(await documents.planNameOf(await orderOf(ar))).toEqual({ en: 'Balanced', ar: null });
  });

  it('prints the Arabic of each line under the English on the bilingual tax invoice', async () => {
    const ar = await loginAs(t, 'user');
    await buyPaidSubscription(t, ar, { planName: 'Balanced', meals: { lunch: 1 } });
    const pdf = Buffer.from((await mailOf(ar.email, 'orderConfirmation')).attachments[0]!.contentBase64, 'base64');
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    // eslint-disable-next-line no-control-regex
    const plain = text.replace(/\u00a0/g, ' ').replace(/[\u0000-\u0008\u000e-\u001f]/g, '');
    // pdf.js reads joined Arabic letter forms back out of order, so the Arabic is found by place: the first
    // Arabic line after the English description is under it, with only the rest of the English (a description
    // wraps when the discount and taxable-amount columns are there: Balanced has a promotion) and the line's
    // figures in between, never another line or the totals.
    const lines = plain.split('\n').filter((l) => l.trim());
    const at = lines.findIndex((l) => l.includes('Lunch meals, Balanced'));
    expect(at).toBeGreaterThan(-1);
    const arabic = lines.findIndex((l, i) => i > at && /[\u0600-\u06FF]{3,}/.test(l));
    expect(arabic).toBeGreaterThan(at);
    expect(lines.slice(at + 1, arabic).filter((l) => /Total|meals,/.test(l))).toEqual([]);
    expect(arabic - at).toBeLessThanOrEqual(3);
    expect(lines[arabic]).not.toMatch(/Total|AED/);
  });
});

describe("sign-up security notices in the owner's language", () => {
  const SIGN_UP = 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { email } }';

  async function signUp(input: Record<string, string>, lang?: string) {
    const req = t.http.post('/graphql').set('Content-Type', 'application/json');
    if (lang) req.set('Accept-Language', lang);
    const res = await req.send({ query: SIGN_UP, variables: { input: { fullName: 'Sam', password: 'Str0ng-pass-phrase!', ...input } } });
    expect(res.body.errors).toBeUndefined();
  }

  it('tells an Arabic account owner in Arabic that someone used their e-mail, even when the attempt was in English', async () => {
    const owner = await createUser(t, { fullName: 'ليلى' });
    await setLanguage(owner, Language.ar);
    await signUp({ email: owner.email, phoneNo: uniquePhone() }, 'en');
    const [mail] = await outbox(owner.email);
    expect(mail!.meta?.kind).toBe('signUpWithYourEmail');
    expect(mail!.subject).toBe('حاول أحدهم التسجيل ببريدك الإلكتروني');
    expect(mail!.text).toContain('مرحبًا ليلى،');
    expect(mail!.html).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it("phone number taken: the owner is told in their language, the address entered in the request's", async () => {
    const arOwner = await createUser(t, { fullName: 'ليلى' });
    await setLanguage(arOwner, Language.ar);
    const enTry = uniqueEmail('taken-en');
    await signUp({ email: enTry, phoneNo: arOwner.phoneNo }, 'en-GB');
    expect((await mailOf(arOwner.email, 'signUpWithYourPhone')).subject).toBe('حاول أحدهم التسجيل برقم هاتفك');
    const toEn = await mailOf(enTry, 'phoneNumberTaken');
    expect(toEn.subject).toBe('Your FreshFuel sign-up could not be completed');
    expect(toEn.html).toMatch(/<html lang="en" dir="ltr"/);

    const enOwner = await createUser(t);
    const arTry = uniqueEmail('taken-ar');
    await signUp({ email: arTry, phoneNo: enOwner.phoneNo }, 'ar');
    expect((await mailOf(enOwner.email, 'signUpWithYourPhone')).subject).toBe('Someone tried to sign up with your phone number');
    const toAr = await mailOf(arTry, 'phoneNumberTaken');
    expect(toAr.subject).toBe('تعذّر إكمال تسجيلك في FreshFuel');
    expect(toAr.text).toContain('مسجّل لحساب آخر');
  });

  it("sends the verification code in the sign-up's language, with an HTML part and the code for the outbox", async () => {
    const email = uniqueEmail('otp-ar');
    await signUp({ email, phoneNo: uniquePhone() }, 'ar');
    const mail = await mailOf(email, 'verificationCode');
    expect(mail.subject).toMatch(/^رمز التحقق من FreshFuel هو \d{6}$/);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect((mail.meta as { code?: string }).code).toMatch(/^\d{6}$/);
  });
});
