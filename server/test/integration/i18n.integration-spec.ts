import { Role } from '../../src/common/auth/roles.decorator.js';
import { CatalogCache } from '../../src/common/catalog-cache/catalog-cache.js';
import { createUser, loginAs, uniqueEmail, uniquePhone, userModel } from '../factories/users.js';
import { dateInDays, planIdsByName } from '../factories/payments.js';
import { createTestApp, seedDatabase, type GqlBody, type TestApp } from '../setup/test-app.js';

/**
 * English and Arabic on the server: messages by `Accept-Language` (codes and English unchanged),
 * public catalog answers in the request's language with English per-field fallback (GraphQL and the
 * REST shim), the catalog cache keyed on the language, the user's language (sign-up, setMyLanguage)
 * and e-mails in it.
 */

let t: TestApp;
let admin: { token: string };

/** A GraphQL POST with `Accept-Language: <lang>` (no header when lang is undefined). */
async function gql<T = Record<string, any>>(
  lang: string | undefined,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<GqlBody<T> & { headers: Record<string, string> }> {
  const req = t.http.post('/graphql').set('Content-Type', 'application/json');
  if (lang) req.set('Accept-Language', lang);
  if (token) req.set('Authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables });
  return { ...(res.body as GqlBody<T>), headers: res.headers as Record<string, string> };
}

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }';
const SIGN_UP = 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { email } }';
const PLANS = 'query Plans { plans { name description planMeals { name description } promotion { name } } }';

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t);
  admin = await loginAs(t, Role.Admin);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => t.app.get(CatalogCache).clear());

describe('messages by Accept-Language', () => {
  it('answers a known error in Arabic for ar, with the same code and status; English without the header and for other languages', async () => {
    const user = await createUser(t);
    const input = { input: { identifier: user.email, password: 'Wrong-Password-1' } };
    const en = await gql(undefined, LOGIN, input);
    const ar = await gql('ar-AE,ar;q=0.9,en;q=0.8', LOGIN, input);
    const fr = await gql('fr-FR', LOGIN, input);
    expect(en.errors?.[0]?.message).toBe('Incorrect e-mail/phone or password.');
    expect(fr.errors?.[0]?.message).toBe('Incorrect e-mail/phone or password.');
    expect(ar.errors?.[0]?.message).toBe('البريد الإلكتروني أو رقم الهاتف أو كلمة المرور غير صحيحة.');
    expect(ar.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
    expect(en.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
  });

  it('follows q-values: English preferred over Arabic stays English', async () => {
    const input = { input: { identifier: 'nobody@example.com', password: 'Wrong-Password-1' } };
    const body = await gql('en;q=0.9,ar;q=0.5', LOGIN, input);
    expect(body.errors?.[0]?.message).toBe('Incorrect e-mail/phone or password.');
    const arFirst = await gql('en;q=0.4,ar;q=0.8', LOGIN, input);
    expect(arFirst.errors?.[0]?.message).toBe('البريد الإلكتروني أو رقم الهاتف أو كلمة المرور غير صحيحة.');
  });

  it('translates validation messages field by field (GraphQL) and writes nothing', async () => {
    const email = uniqueEmail('i18n');
    const input = { input: { fullName: 'Amal', email: 'not-an-email', phoneNo: uniquePhone(), password: 'Str0ng-pass!' } };
    const ar = await gql('ar', SIGN_UP, input);
    expect(ar.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(ar.errors?.[0]?.extensions?.fields).toEqual({ email: 'البريد الإلكتروني غير صالح' });
    expect(ar.errors?.[0]?.message).toBe('البريد الإلكتروني غير صالح');
    const en = await gql(undefined, SIGN_UP, input);
    expect(en.errors?.[0]?.extensions?.fields).toEqual({ email: 'Invalid email address' });
    expect(await userModel(t).countDocuments({ email }).exec()).toBe(0);
  });

  it('translates REST error bodies too, code unchanged', async () => {
    const en = await t.http.get('/api/blogs/no-such-post-here').expect(404);
    const ar = await t.http.get('/api/blogs/no-such-post-here').set('Accept-Language', 'ar').expect(404);
    expect(en.body).toMatchObject({ code: 'NOT_FOUND', message: 'Blog not found.' });
    expect(ar.body).toMatchObject({ code: 'NOT_FOUND', message: 'المقال غير موجود.' });
  });
});

describe('REST success messages by Accept-Language', () => {
  it("answers the shim's success message in Arabic for ar and in the spec's English otherwise", async () => {
    const ar = await loginAs(t, Role.User);
    const arBody = await t.http
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${ar.token}`)
      .set('Accept-Language', 'ar')
      .expect(200);
    expect(arBody.body).toEqual({ message: 'تم تسجيل الخروج' });
    const en = await loginAs(t, Role.User);
    const enBody = await t.http.post('/api/auth/logout').set('Authorization', `Bearer ${en.token}`).expect(200);
    expect(enBody.body).toEqual({ message: 'Signed out' });
  });
});

describe('bilingual catalog', () => {
  it('answers plans, their meals and promotions in Arabic for ar, English otherwise', async () => {
    const en = await gql<{
      plans: { name: string; description: string; planMeals: { name: string }[]; promotion: { name: string } | null }[];
    }>(undefined, PLANS);
    const ar = await gql<typeof en.data & object>('ar', PLANS);
    expect(en.errors).toBeUndefined();
    expect(ar.errors).toBeUndefined();
    const enBalanced = en.data!.plans.find((p) => p.name === 'Balanced')!;
    const arBalanced = ar.data!.plans.find((p) => p.name === 'المتوازنة')!;
    expect(arBalanced).toBeDefined();
    expect(arBalanced.description).toMatch(/^الأكثر طلبًا/);
    expect(arBalanced.promotion?.name).toBe('عرض الصيف الرشيق');
    expect(enBalanced.promotion?.name).toBe('Summer Fit Special');
    expect(arBalanced.planMeals.map((m) => m.name)).toContain('شكشوكة بجبنة الفيتا');
    expect(enBalanced.planMeals.map((m) => m.name)).toContain('Shakshuka with Feta');
  });

  it('falls back to English field by field where the Arabic is missing, and staff queries keep the English with the Arabic beside it', async () => {
    const created = await gql<{
      createMeal: { id: string; name: string; translations: { ar: { name: string | null; description: string | null } } };
    }>(
      'ar',
      'mutation($i: CreateMealInput!) { createMeal(input: $i) { id name translations { ar { name description } } } }',
      {
        i: {
          name: 'Half Translated Bowl',
          description: 'Only the name has Arabic.',
          category: 'Lunch',
          image: '/images/meals/lunch-1.svg',
          calories: 400,
          protein: 30,
          carbs: 40,
          fat: 10,
          translations: { ar: { name: 'طبق مترجم جزئيًا', description: '   ' } },
        },
      },
      admin.token,
    );
    expect(created.errors).toBeUndefined();
    // Staff answers keep the English in the English fields, whatever the request's language.
    expect(created.data!.createMeal.name).toBe('Half Translated Bowl');
    expect(created.data!.createMeal.translations.ar).toEqual({ name: 'طبق مترجم جزئيًا', description: null });

    const one = 'query($id: ID!) { meal(id: $id) { name description } }';
    const ar = await gql<{ meal: { name: string; description: string } }>('ar', one, { id: created.data!.createMeal.id });
    expect(ar.data!.meal).toEqual({ name: 'طبق مترجم جزئيًا', description: 'Only the name has Arabic.' });
    const en = await gql<{ meal: { name: string; description: string } }>('en-GB', one, { id: created.data!.createMeal.id });
    expect(en.data!.meal).toEqual({ name: 'Half Translated Bowl', description: 'Only the name has Arabic.' });
  });

  it('refuses an over-long Arabic name with a clear message and writes nothing', async () => {
    const res = await gql(
      'en',
      'mutation($i: CreateMealInput!) { createMeal(input: $i) { id } }',
      {
        i: {
          name: 'Too Long Arabic',
          description: 'x',
          category: 'Lunch',
          image: '/images/meals/lunch-1.svg',
          calories: 1,
          protein: 1,
          carbs: 1,
          fat: 1,
          translations: { ar: { name: 'ط'.repeat(121) } },
        },
      },
      admin.token,
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'translations.ar.name': 'Arabic name must be at most 120 characters' },
    });
    expect(await t.connection.collection('meals').countDocuments({ name: 'Too Long Arabic' })).toBe(0);
  });

  it('the REST shim keeps its shape and answers in the language asked', async () => {
    const en = await t.http.get('/api/plans/').expect(200);
    const ar = await t.http.get('/api/plans/').set('Accept-Language', 'ar').expect(200);
    const enRow = (en.body.data as Record<string, unknown>[]).find((r) => r.planName === 'Balanced')!;
    const arRow = (ar.body.data as Record<string, unknown>[]).find((r) => r._id === enRow._id)!;
    expect(Object.keys(arRow).sort()).toEqual(Object.keys(enRow).sort());
    expect(arRow.planName).toBe('المتوازنة');
    expect(ar.headers.vary).toMatch(/Accept-Language/i);
    const banner = await t.http.get('/api/planPromotions/active').set('Accept-Language', 'ar').expect(200);
    expect(banner.body.data).toContain('عرض الصيف الرشيق: خصم 15% على الخطة «المتوازنة»');
  });
});

describe("quotes in the reader's language", () => {
  it('names the plan and its promotion in Arabic for ar, in English otherwise, with the same amounts', async () => {
    const planId = (await planIdsByName(t)).Balanced;
    const q = 'query($i: SelectionInput!) { quote(input: $i) { planName total promotion { name discountPercentage } } }';
    const input = { i: { planId, duration: '1 Month', meals: { breakfast: 0, lunch: 1, dinner: 0, snack: 0 }, startDate: dateInDays(5) } };
    type Q = { quote: { planName: string; total: number; promotion: { name: string; discountPercentage: number } | null } };
    const ar = await gql<Q>('ar', q, input);
    const en = await gql<Q>(undefined, q, input);
    expect(ar.errors).toBeUndefined();
    expect(ar.data!.quote).toMatchObject({ planName: 'المتوازنة', promotion: { name: 'عرض الصيف الرشيق', discountPercentage: 15 } });
    expect(en.data!.quote).toMatchObject({ planName: 'Balanced', promotion: { name: 'Summer Fit Special', discountPercentage: 15 } });
    expect(ar.data!.quote.total).toBe(en.data!.quote.total);
  });
});

describe('catalog cache and languages', () => {
  it('never serves an English answer to an Arabic request (or the reverse), and says Vary: Accept-Language', async () => {
    const q = 'query Plans { plans { name } }';
    const names = async (lang?: string) => {
      const body = await gql<{ plans: { name: string }[] }>(lang, q);
      return { names: body.data!.plans.map((p) => p.name), vary: body.headers.vary, cacheControl: body.headers['cache-control'] };
    };
    const en1 = await names();
    const ar1 = await names('ar');
    const en2 = await names('en');
    const ar2 = await names('ar-AE');
    expect(en1.names).toContain('Balanced');
    expect(ar1.names).toContain('المتوازنة');
    expect(ar1.names).not.toContain('Balanced');
    expect(en2.names).toEqual(en1.names);
    expect(ar2.names).toEqual(ar1.names);
    expect(ar2.cacheControl).toBe('public, max-age=10');
    for (const v of [en1.vary, ar1.vary, ar2.vary]) expect(v).toMatch(/Accept-Language/i);
    // Both languages are cached answers: a change behind the cache shows in neither.
    await t.connection.collection('plans').updateOne({ name: 'Balanced' }, { $set: { 'translations.ar.name': 'تغيير خلف الذاكرة' } });
    expect((await names('ar')).names).toEqual(ar1.names);
    await t.connection.collection('plans').updateOne({ name: 'Balanced' }, { $set: { 'translations.ar.name': 'المتوازنة' } });
  });
});

describe("the user's language", () => {
  it('sign-up stores the request language and sends the code in it', async () => {
    const email = uniqueEmail('arabic');
    const res = await gql('ar', SIGN_UP, { input: { fullName: 'ليلى', email, phoneNo: uniquePhone(), password: 'Str0ng-pass!' } });
    expect(res.errors).toBeUndefined();
    expect((await userModel(t).findOne({ email }).lean().exec())?.language).toBe('ar');
    const mail = (await t.http.get('/api/dev/outbox').query({ to: email }).expect(200)).body.data[0] as { subject: string; text: string };
    expect(mail.subject).toMatch(/^رمز التحقق من FreshFuel هو \d{6}$/);
    expect(mail.text).toContain('مرحبًا ليلى،');

    const enEmail = uniqueEmail('english');
    await gql(undefined, SIGN_UP, { input: { fullName: 'Lee', email: enEmail, phoneNo: uniquePhone(), password: 'Str0ng-pass!' } });
    expect((await userModel(t).findOne({ email: enEmail }).lean().exec())?.language).toBe('en');
  });

  it("setMyLanguage sets only the caller's own language; anonymous callers are refused", async () => {
    const customer = await loginAs(t, Role.User);
    const set = 'mutation($l: Language!) { setMyLanguage(language: $l) { id language } }';
    const done = await gql<{ setMyLanguage: { id: string; language: string } }>(undefined, set, { l: 'ar' }, customer.token);
    expect(done.errors).toBeUndefined();
    expect(done.data!.setMyLanguage.language).toBe('ar');
    const me = await gql<{ me: { language: string } }>(undefined, '{ me { language } }', {}, customer.token);
    expect(me.data!.me.language).toBe('ar');
    const anon = await gql(undefined, set, { l: 'ar' });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await gql(undefined, set, { l: 'fr' }, customer.token);
    expect(bad.errors).toBeDefined();
  });
});

describe('bilingual blog posts and notifications', () => {
  it('serves the seeded Arabic post for ar (GraphQL and REST, same REST keys) and the English otherwise', async () => {
    const slug = 'eating-well-in-the-dubai-heat';
    const q = 'query($s: String!) { blog(idOrSlug: $s) { title excerpt body } }';
    const ar = await gql<{ blog: { title: string; body: string } }>('ar', q, { s: slug });
    const en = await gql<{ blog: { title: string; body: string } }>(undefined, q, { s: slug });
    expect(ar.data!.blog.title).toBe('غذاء صحي في حرّ دبي');
    expect(ar.data!.blog.body).toContain('<h2>أطباق أخف، لا أصغر</h2>');
    expect(en.data!.blog.title).toBe('Eating Well in the Dubai Heat');
    const restAr = await t.http.get(`/api/blogs/${slug}`).set('Accept-Language', 'ar').expect(200);
    const restEn = await t.http.get(`/api/blogs/${slug}`).expect(200);
    expect(restAr.body.data.title).toBe('غذاء صحي في حرّ دبي');
    expect(Object.keys(restAr.body.data).sort()).toEqual(Object.keys(restEn.body.data).sort());
  });

  it('sanitizes the Arabic body like the English one', async () => {
    const created = await gql<{ createBlog: { id: string; translations: { ar: { body: string } } } }>(
      undefined,
      'mutation($i: CreateBlogInput!) { createBlog(input: $i) { id translations { ar { title body } } } }',
      {
        i: {
          title: 'Bilingual Post',
          excerpt: 'Both languages.',
          body: '<p>Hello</p>',
          published: true,
          translations: { ar: { title: 'مقال بلغتين', body: '<p>مرحبًا</p><script>alert(1)</script>' } },
        },
      },
      admin.token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createBlog.translations.ar.body).toBe('<p>مرحبًا</p>');
  });

  it("shows a customer's notification in Arabic when they read in Arabic, English where no Arabic was sent", async () => {
    const customer = await loginAs(t, Role.User);
    const send = 'mutation($i: SendNotificationInput!) { sendNotification(input: $i) { id translations { ar { title message } } } }';
    const sent = await gql(
      undefined,
      send,
      {
        i: {
          title: 'Kitchen closed on Friday',
          message: 'No deliveries this Friday.',
          audience: 'OneCustomer',
          userId: customer.id,
          translations: { ar: { title: 'المطبخ مغلق يوم الجمعة' } },
        },
      },
      admin.token,
    );
    expect(sent.errors).toBeUndefined();
    const inbox = 'query { myNotifications(page: 1, limit: 10) { data { title message } } }';
    const ar = await gql<{ myNotifications: { data: { title: string; message: string }[] } }>('ar', inbox, {}, customer.token);
    expect(ar.data!.myNotifications.data[0]).toEqual({ title: 'المطبخ مغلق يوم الجمعة', message: 'No deliveries this Friday.' });
    const en = await gql<{ myNotifications: { data: { title: string }[] } }>(undefined, inbox, {}, customer.token);
    expect(en.data!.myNotifications.data[0]!.title).toBe('Kitchen closed on Friday');
  });
});

describe('product e-mails in the account language', () => {
  it('sends an Arabic, right-to-left e-mail to an Arabic user and English to others', async () => {
    const { MailerService } = await import('../../src/modules/notifications/mailer.service.js');
    const mailer = t.app.get(MailerService);
    const arEmail = uniqueEmail('ar-mail');
    const enEmail = uniqueEmail('en-mail');
    const endDate = new Date('2026-12-25T00:00:00Z');
    expect(
      await mailer.send(
        'expiry',
        { email: arEmail, fullName: 'مريم', language: 'ar' as never },
        { planName: { en: 'Balanced', ar: 'المتوازنة' }, endDate },
      ),
    ).toBe(true);
    expect(
      await mailer.send(
        'expiry',
        { email: enEmail, fullName: 'Mary', language: 'en' as never },
        { planName: { en: 'Balanced', ar: 'المتوازنة' }, endDate },
      ),
    ).toBe(true);
    const [ar] = (await t.http.get('/api/dev/outbox').query({ to: arEmail }).expect(200)).body.data as {
      subject: string;
      html: string;
      text: string;
    }[];
    const [en] = (await t.http.get('/api/dev/outbox').query({ to: enEmail }).expect(200)).body.data as {
      subject: string;
      html: string;
      text: string;
    }[];
    expect(ar!.subject).toBe('انتهت خطتك');
    expect(ar!.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(ar!.text).toContain('مرحبًا مريم،');
    expect(ar!.text).toContain('انتهت خطتك «المتوازنة»');
    expect(en!.subject).toBe('Your plan has ended');
    expect(en!.text).toContain('Your Balanced plan ended');
    expect(en!.html).toMatch(/<html lang="en" dir="ltr"/);
  });
});
