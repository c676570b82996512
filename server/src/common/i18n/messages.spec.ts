import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError, CommonErrors } from '../errors/app-error.js';
import { Language, languageOfHeader } from './language.js';
import { hasTranslation, translateError, translateMessage } from './messages.js';
import { AR_MESSAGES } from './messages.ar.js';
import { IntlMessageFormat } from 'intl-messageformat';
import { AR_MEALS, AR_PLANS, AR_PROMOTIONS } from '../../seed/seed.data.ar.js';
import { SEED_MEALS, SEED_PLANS, seedPromotions } from '../../seed/seed.data.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('languageOfHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ar-AE', 'ar'],
    ['ar-SA,en;q=0.5', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,ar;q=0.5', 'ar'],
    ['fr', 'en'],
    ['*', 'en'],
    ['en;q=0.2,ar;q=0.9', 'ar'],
    ['ar;q=0', 'en'],
  ])('%p -> %s', (header, want) => {
    expect(languageOfHeader(header)).toBe(want);
  });
});

describe('translateMessage', () => {
  it('leaves English untouched and unknown messages in English', () => {
    expect(translateMessage('Plan not found.', Language.en)).toBe('Plan not found.');
    expect(translateMessage('Some message nobody translated.', Language.ar)).toBe('Some message nobody translated.');
  });

  it('fills values into the Arabic, with Arabic plural forms for numbers (Latin digits)', () => {
    expect(translateMessage('Please wait 1 seconds before requesting a new code.', Language.ar)).toBe(
      'يُرجى الانتظار ثانية واحدة قبل طلب رمز جديد.',
    );
    expect(translateMessage('Please wait 2 seconds before requesting a new code.', Language.ar)).toBe(
      'يُرجى الانتظار ثانيتين قبل طلب رمز جديد.',
    );
    expect(translateMessage('Please wait 5 seconds before requesting a new code.', Language.ar)).toBe(
      'يُرجى الانتظار 5 ثوانٍ قبل طلب رمز جديد.',
    );
    expect(translateMessage('Please wait 45 seconds before requesting a new code.', Language.ar)).toBe(
      'يُرجى الانتظار 45 ثانية قبل طلب رمز جديد.',
    );
    expect(translateMessage('The code is incorrect. 1 attempt left.', Language.ar)).toBe('الرمز غير صحيح. تبقّت لك محاولة واحدة.');
    expect(translateMessage('This plan has no lunch meals.', Language.ar)).toBe('لا تتضمن هذه الخطة وجبات الغداء.');
    expect(translateMessage('There is no Lunch on 28-11-2026.', Language.ar)).toBe('لا توجد وجبة غداء في 28-11-2026.');
    expect(translateMessage('A plan that is Expired cannot be paused.', Language.ar)).toBe('لا يمكن إيقاف خطة منتهية.');
    expect(translateMessage('Name is required', Language.ar)).toBe('حقل «الاسم» مطلوب');
    expect(translateMessage('Arabic name must be at most 120 characters', Language.ar)).toBe(
      'يجب ألا يتجاوز حقل «الاسم بالعربية» 120 حرفًا',
    );
    expect(translateMessage('Email is required', Language.ar)).toBe('البريد الإلكتروني مطلوب');
    expect(translateMessage('Your plan can start at the earliest on 28-11-2026.', Language.ar)).toBe('أقرب موعد لبدء خطتك هو 28-11-2026.');
    expect(
      translateMessage(
        'There were 5 failed sign-in attempts on your account since your last sign-in. If they were not yours, change your password.',
        Language.ar,
      ),
    ).toBe('جرت 5 محاولات تسجيل دخول فاشلة إلى حسابك منذ آخر تسجيل دخول لك. إذا لم تكن أنت، فغيّر كلمة المرور.');
    expect(translateMessage('Profile updated successfully', Language.ar)).toBe('تم تحديث الملف الشخصي بنجاح');
  });

  it('translates an error and its fields, keeping code, status and meta', () => {
    const err = translateError(
      new AppError('EMAIL_NOT_VERIFIED', 'Please verify your e-mail first. We have sent you a 6-digit code.', 403, undefined, {
        verificationToken: 't',
      }),
      Language.ar,
    );
    expect(err).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', status: 403, meta: { verificationToken: 't' } });
    expect(err.message).toBe('يُرجى تأكيد بريدك الإلكتروني أولًا. أرسلنا إليك رمزًا من 6 أرقام.');
    const v = translateError(CommonErrors.validation({ email: 'Invalid email address', phoneNo: 'Invalid phone number' }), Language.ar);
    expect(v.fields).toEqual({ email: 'البريد الإلكتروني غير صالح', phoneNo: 'رقم الهاتف غير صالح' });
  });
});

/** Sample arguments for error factories: numbers, dates, names; some factories take their own. */
const SAMPLE_ARGS = [3, '28-11-2026', 'lunch'];
const ARGS_OF: Record<string, unknown[]> = {
  durationInvalid: [['1 Month', '3 Months']],
  noDelivery: ['28-11-2026'],
  transitionInvalid: ['Expired', 'paused'],
  unknownDeliveryStatus: ['Lost'],
};

describe('every error code has Arabic', () => {
  const modules = join(here, '../../modules');
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.errors.ts'));

  it('finds the error files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s', async (file) => {
    const mod = (await import(join(modules, file))) as Record<string, Record<string, (...args: unknown[]) => AppError>>;
    const missing: string[] = [];
    for (const [group, factories] of Object.entries(mod)) {
      if (!factories || typeof factories !== 'object') continue;
      for (const [name, make] of Object.entries(factories)) {
        if (typeof make !== 'function') continue;
        let err: unknown;
        try {
          err = make(...(ARGS_OF[name] ?? SAMPLE_ARGS));
        } catch {
          continue;
        }
        if (!(err instanceof AppError)) continue;
        // refundInvalid carries a message made elsewhere (the refund validation's own words).
        if (name === 'refundInvalid') continue;
        if (!hasTranslation(err.message)) missing.push(`${group}.${name}: ${err.message}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('seeded Arabic', () => {
  it('has Arabic for every seeded meal, plan and promotion', () => {
    expect(SEED_MEALS.filter((m) => !AR_MEALS[m.name]?.name || !AR_MEALS[m.name]?.description).map((m) => m.name)).toEqual([]);
    expect(SEED_PLANS.filter((p) => !AR_PLANS[p.name]?.name).map((p) => p.name)).toEqual([]);
    expect(
      seedPromotions(new Date())
        .filter((p) => !AR_PROMOTIONS[p.name])
        .map((p) => p.name),
    ).toEqual([]);
    for (const v of [...Object.values(AR_MEALS), ...Object.values(AR_PLANS)]) expect(v.name).toMatch(/[\u0600-\u06FF]/);
  });
});

/**
 * A count beside a noun takes one of Arabic's six forms (docs/i18n.md, "Counts and plural forms"): where the English
 * puts a placeholder before a counted noun ("{max} characters", "{hours} hours"), the Arabic must select its noun with
 * a `plural` on that placeholder, with all six forms.
 */
describe('counts in Arabic messages', () => {
  const COUNTED =
    /\{(\w+)\} (?:characters|meals|days|hours|seconds|minutes|images|attempts|tags|allergens|dislikes|decimals|g|fils|failed)\b/g;
  const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
  /** Placeholders that name a kind, not a number ("{category} meals"). */
  const KINDS = new Set(['category', 'label', 'field']);
  interface Node {
    type: number;
    value?: string;
    options?: Record<string, { value: Node[] }>;
    children?: Node[];
  }
  /** Placeholders shown as values (`{x}`) and plural arguments with their forms. */
  function uses(nodes: Node[], out = { shown: new Set<string>(), plurals: new Map<string, string[]>() }) {
    for (const n of nodes) {
      if ((n.type === 1 || n.type === 2) && n.value) out.shown.add(n.value);
      if (n.type === 6 && n.value) out.plurals.set(n.value, Object.keys(n.options ?? {}));
      for (const o of Object.values(n.options ?? {})) uses(o.value, out);
      if (n.children) uses(n.children, out);
    }
    return out;
  }

  it('selects the noun with a plural wherever the English counts a noun, and every plural has the six forms', () => {
    const problems: string[] = [];
    for (const [english, arabic] of Object.entries(AR_MESSAGES)) {
      const { shown, plurals } = uses(new IntlMessageFormat(arabic, 'ar').getAst() as Node[]);
      for (const [, name] of english.matchAll(COUNTED)) {
        if (!KINDS.has(name) && shown.has(name) && !plurals.has(name)) problems.push(`"${english}": {${name}} has no plural`);
      }
      for (const [name, forms] of plurals) {
        const missing = FORMS.filter((f) => !forms.includes(f));
        if (missing.length) problems.push(`"${english}": {${name}} lacks ${missing.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('agrees with the number', () => {
    const seconds = (n: number) => translateMessage(`Too many attempts. Please try again in ${n} seconds.`, Language.ar);
    expect([1, 2, 3, 48, 100].map(seconds)).toEqual([
      'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ثانية واحدة.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ثانيتين.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 3 ثوانٍ.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 48 ثانية.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 100 ثانية.',
    ]);
    expect(translateMessage('The reason can be at most 500 characters.', Language.ar)).toBe('يجب ألا يتجاوز السبب 500 حرف.');
    expect(translateMessage('The reason can be at most 10 characters.', Language.ar)).toBe('يجب ألا يتجاوز السبب 10 أحرف.');
  });
});
