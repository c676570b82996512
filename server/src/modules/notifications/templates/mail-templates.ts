import { formatDateDMY } from '../../../common/format/dates.js';
import { formatAed, type Fils } from '../../../common/format/money.js';
import { Language } from '../../../common/i18n/language.js';
import { nameIn, type BilingualName } from '../../../common/i18n/names.js';
import type { MailContent } from './mail-layout.js';

/** Who an e-mail goes to; `language` (the account's, default en) picks the e-mail's language. */
export interface Recipient {
  email: string;
  fullName: string;
  /** The optional kinds ({@link OPTIONAL_MAIL_KINDS}) this person switched off on their profile. */
  emailOptOut?: readonly string[] | null;
  language?: Language | null;
}

const arabic = (to: Recipient) => to.language === Language.ar;

/**
 * The product e-mails (docs/decisions/0023-e-mails.md) and the password reset, as content for {@link renderMail},
 * in the recipient's language (Arabic for `language: ar`, else English).
 */
export const MailTemplates = {
  /**
   * Forgot password (spec "not shown"; docs/decisions/0016-back-office-completeness.md "Password reset"): the 6-digit code and the single-use link, both valid
   * `minutes` minutes. Transactional: always sent.
   */
  passwordReset(to: Recipient, r: { code: string; link: string; minutes: number }): MailContent {
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: `رمز إعادة تعيين كلمة المرور في FreshFuel هو ${r.code}`,
        heading: 'إعادة تعيين كلمة المرور',
        greetName: to.fullName,
        paragraphs: [
          `رمز إعادة تعيين كلمة المرور هو ${r.code}. أدخله في صفحة إعادة التعيين، أو استخدم الزر أدناه.`,
          `كلاهما صالح لمدة ${r.minutes} دقيقة. إذا لم تطلب إعادة تعيين كلمة المرور، تجاهل هذه الرسالة وستبقى كلمة المرور كما هي.`,
        ],
        action: { label: 'اختر كلمة مرور جديدة', url: r.link },
      };
    return {
      subject: `${r.code} is your FreshFuel password reset code`,
      heading: 'Reset your password',
      greetName: to.fullName,
      paragraphs: [
        `Your password reset code is ${r.code}. Enter it on the reset page, or use the button below.`,
        `Both are valid for ${r.minutes} minutes. If you did not ask to reset your password, ignore this e-mail: your password stays the same.`,
      ],
      action: { label: 'Choose a new password', url: r.link },
    };
  },

  /** Sign-up (spec /signup, /otp_verification): the 6-digit code that activates the account, valid `minutes` minutes. */
  verificationCode(to: Recipient, v: { code: string; minutes: number }): MailContent {
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: `رمز التحقق من FreshFuel هو ${v.code}`,
        heading: 'تأكيد بريدك الإلكتروني',
        greetName: to.fullName,
        paragraphs: [
          `رمز التحقق الخاص بك هو ${v.code}، وهو صالح لمدة ${v.minutes} دقائق.`,
          'إذا لم تقم بالتسجيل، يمكنك تجاهل هذه الرسالة.',
        ],
      };
    return {
      subject: `${v.code} is your FreshFuel verification code`,
      heading: 'Confirm your e-mail',
      greetName: to.fullName,
      paragraphs: [
        `Your verification code is ${v.code}. It is valid for ${v.minutes} minutes.`,
        'If you did not sign up, ignore this e-mail.',
      ],
    };
  },

  /** Security notice to the owner of a verified account: someone tried to sign up with its e-mail (docs/decisions/0037-english-and-arabic-what-was-bought-security.md). */
  signUpWithYourEmail(to: Recipient, _data: Record<string, never>, url: string): MailContent {
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: 'حاول أحدهم التسجيل ببريدك الإلكتروني',
        heading: 'محاولة تسجيل ببريدك الإلكتروني',
        greetName: to.fullName,
        paragraphs: [
          'حاول أحدهم إنشاء حساب في FreshFuel بهذا البريد الإلكتروني. لديك حساب بالفعل، ويمكنك تسجيل الدخول من الزر أدناه.',
          'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة.',
        ],
        action: { label: 'تسجيل الدخول', url: `${url}/login` },
      };
    return {
      subject: 'Someone tried to sign up with your e-mail',
      heading: 'A sign-up with your e-mail',
      greetName: to.fullName,
      paragraphs: [
        'Someone tried to create a FreshFuel account with this e-mail. You already have one: log in with the button below.',
        "If this wasn't you, you can ignore this e-mail.",
      ],
      action: { label: 'Log in', url: `${url}/login` },
    };
  },

  /** Security notice to an account's owner: someone tried to sign up with its phone number; the account did not change. */
  signUpWithYourPhone(to: Recipient, _data: Record<string, never>, url: string): MailContent {
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: 'حاول أحدهم التسجيل برقم هاتفك',
        heading: 'محاولة تسجيل برقم هاتفك',
        greetName: to.fullName,
        paragraphs: [
          'حاول أحدهم إنشاء حساب في FreshFuel برقم هاتفك، ولم يتغيّر شيء في حسابك. إذا كنت أنت، سجّل الدخول من الزر أدناه.',
          'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة.',
        ],
        action: { label: 'تسجيل الدخول', url: `${url}/login` },
      };
    return {
      subject: 'Someone tried to sign up with your phone number',
      heading: 'A sign-up with your phone number',
      greetName: to.fullName,
      paragraphs: [
        'Someone tried to create a FreshFuel account with your phone number. Your account did not change. If this was you, log in with the button below.',
        "If this wasn't you, you can ignore this e-mail.",
      ],
      action: { label: 'Log in', url: `${url}/login` },
    };
  },

  /**
   * To the address entered in a sign-up whose phone number belongs to another account: no account
   * was made, no code sent. `to` is not an account: its language is the sign-up request's.
   */
  phoneNumberTaken(to: Recipient, _data: Record<string, never>, url: string): MailContent {
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: 'تعذّر إكمال تسجيلك في FreshFuel',
        heading: 'رقم الهاتف مسجّل مسبقًا',
        greetName: to.fullName,
        paragraphs: [
          'رقم الهاتف الذي أدخلته مسجّل لحساب آخر في FreshFuel، لذلك لم يتم إنشاء أي حساب.',
          `إذا كان الرقم لك، سجّل الدخول من الزر أدناه أو أعد تعيين كلمة المرور من ${url}/forgot-password. وإلا، فسجّل مرة أخرى برقم هاتف آخر.`,
        ],
        action: { label: 'تسجيل الدخول', url: `${url}/login` },
      };
    return {
      subject: 'Your FreshFuel sign-up could not be completed',
      heading: 'This phone number is already registered',
      greetName: to.fullName,
      paragraphs: [
        'The phone number you entered is already registered to another FreshFuel account, so no account was created.',
        `If it is yours, log in with the button below (or reset your password at ${url}/forgot-password). Otherwise, sign up again with another phone number.`,
      ],
      action: { label: 'Log in', url: `${url}/login` },
    };
  },

  /**
   * Sent once per order after payment; the tax invoice PDF is attached by the caller. `planName`: the
   * order's snapshot in both languages (the Arabic shown to Arabic readers when there is one).
   */
  orderConfirmation(
    to: Recipient,
    o: { orderNumber: string; planName: BilingualName; startDate: Date; endDate: Date; total: Fils; invoiceNumber: string },
    url: string,
  ): MailContent {
    const planName = nameIn(o.planName, to.language);
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: `تم تأكيد الطلب ${o.orderNumber}`,
        heading: 'شكرًا لطلبك',
        greetName: to.fullName,
        paragraphs: [`تم حجز خطتك «${planName}». مرفق فاتورتك الضريبية رقم ${o.invoiceNumber}.`],
        rows: [
          ['الطلب', o.orderNumber],
          ['الخطة', planName],
          ['التوصيل', `من ${formatDateDMY(o.startDate)} إلى ${formatDateDMY(o.endDate)}`],
          ['المبلغ المدفوع', formatAed(o.total)],
        ],
        action: { label: 'عرض خطتك', url: `${url}/subscription` },
      };
    return {
      subject: `Order ${o.orderNumber} confirmed`,
      heading: 'Thank you for your order',
      greetName: to.fullName,
      paragraphs: [`Your ${planName} plan is booked. Your tax invoice ${o.invoiceNumber} is attached.`],
      rows: [
        ['Order', o.orderNumber],
        ['Plan', planName],
        ['Deliveries', `${formatDateDMY(o.startDate)} to ${formatDateDMY(o.endDate)}`],
        ['Paid', formatAed(o.total)],
      ],
      action: { label: 'See your plan', url: `${url}/subscription` },
    };
  },

  /** A pause or a skipped day was saved. */
  scheduleChanged(to: Recipient, c: { kind: 'pause' | 'resume'; from?: Date; to?: Date; endDate: Date }, url: string): MailContent {
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: c.kind === 'pause' ? 'تم إيقاف التوصيل مؤقتًا' : 'سيُستأنف التوصيل',
        heading: c.kind === 'pause' ? 'تم تأكيد الإيقاف المؤقت' : 'تم تأكيد الاستئناف',
        greetName: to.fullName,
        paragraphs: [
          c.kind === 'pause'
            ? `تم إيقاف التوصيل مؤقتًا من ${formatDateDMY(c.from)} إلى ${formatDateDMY(c.to)}.`
            : 'سيُستأنف التوصيل كما هو مخطط.',
          `تنتهي خطتك الآن في ${formatDateDMY(c.endDate)}.`,
        ],
        action: { label: 'عرض جدولك', url: `${url}/subscription` },
      };
    const what =
      c.kind === 'pause'
        ? `Deliveries are paused from ${formatDateDMY(c.from)} to ${formatDateDMY(c.to)}.`
        : 'Your deliveries resume as planned.';
    return {
      subject: c.kind === 'pause' ? 'Your deliveries are paused' : 'Your deliveries resume',
      heading: c.kind === 'pause' ? 'Pause confirmed' : 'Resume confirmed',
      greetName: to.fullName,
      paragraphs: [what, `Your plan now ends on ${formatDateDMY(c.endDate)}.`],
      action: { label: 'See your schedule', url: `${url}/subscription` },
    };
  },

  /** The customer cancelled; lists the cancelled days and the refund. `planName` as in {@link orderConfirmation}. */
  cancellation(
    to: Recipient,
    c: { planName: BilingualName; cancelledDays: Date[]; refund: Fils; lastDelivery: Date | null },
    url: string,
  ): MailContent {
    const planName = nameIn(c.planName, to.language);
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: 'تم إلغاء خطتك',
        heading: 'تم تأكيد الإلغاء',
        greetName: to.fullName,
        paragraphs: [
          `تم إلغاء خطتك «${planName}».`,
          c.cancelledDays.length
            ? `أيام التوصيل الملغاة: ${c.cancelledDays.map(formatDateDMY).join('، ')}.`
            : 'لم يعد بالإمكان إلغاء أي يوم توصيل.',
          c.lastDelivery ? `يستمر توصيل الوجبات التي تم تحضيرها حتى ${formatDateDMY(c.lastDelivery)}.` : 'لن تكون هناك عمليات توصيل أخرى.',
        ],
        rows: [['المبلغ المسترد', formatAed(c.refund)]],
        action: { label: 'سجل الطلبات', url: `${url}/dashboard/user-orders` },
      };
    return {
      subject: 'Your plan is cancelled',
      heading: 'Cancellation confirmed',
      greetName: to.fullName,
      paragraphs: [
        `Your ${planName} plan is cancelled.`,
        c.cancelledDays.length
          ? `Cancelled delivery days: ${c.cancelledDays.map(formatDateDMY).join(', ')}.`
          : 'No delivery day could still be cancelled.',
        c.lastDelivery
          ? `Deliveries already prepared continue until ${formatDateDMY(c.lastDelivery)}.`
          : 'No further deliveries will be made.',
      ],
      rows: [['Refund', formatAed(c.refund)]],
      action: { label: 'Order history', url: `${url}/dashboard/user-orders` },
    };
  },

  /**
   * A refund succeeded; the tax credit note PDF is attached by the caller. `reason`: the staff's words
   * as typed (`en` only), or the app's own reason in both languages (a cancellation, a refund made in Stripe).
   */
  refund(
    to: Recipient,
    r: { orderNumber: string; amount: Fils; reason: BilingualName; creditNoteNumber: string },
    url: string,
  ): MailContent {
    const reason = nameIn(r.reason, to.language);
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: `استرداد مبلغ الطلب ${r.orderNumber}`,
        heading: 'المبلغ المسترد في طريقه إليك',
        greetName: to.fullName,
        paragraphs: [
          `أعدنا ${formatAed(r.amount)} إلى بطاقتك، وقد يستغرق ظهوره في كشف حسابك من 5 إلى 10 أيام. مرفق إشعارك الدائن الضريبي رقم ${r.creditNoteNumber}.`,
        ],
        rows: [
          ['الطلب', r.orderNumber],
          ['المبلغ', formatAed(r.amount)],
          ['السبب', reason],
        ],
        action: { label: 'سجل الطلبات', url: `${url}/dashboard/user-orders` },
      };
    return {
      subject: `Refund for order ${r.orderNumber}`,
      heading: 'Your refund is on its way',
      greetName: to.fullName,
      paragraphs: [
        `We refunded ${formatAed(r.amount)} to your card. It may take 5 to 10 days to show on your statement. Your tax credit note ${r.creditNoteNumber} is attached.`,
      ],
      rows: [
        ['Order', r.orderNumber],
        ['Amount', formatAed(r.amount)],
        ['Reason', reason],
      ],
      action: { label: 'Order history', url: `${url}/dashboard/user-orders` },
    };
  },

  /** Three days before the last delivery day. `planName` as in {@link orderConfirmation}. */
  renewalReminder(to: Recipient, s: { planName: BilingualName; endDate: Date }, url: string): MailContent {
    const planName = nameIn(s.planName, to.language);
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: 'خطتك على وشك الانتهاء',
        heading: `تنتهي خطتك في ${formatDateDMY(s.endDate)}`,
        greetName: to.fullName,
        paragraphs: [`جدّد خطتك «${planName}» الآن لتستمر وجباتك دون انقطاع.`],
        action: { label: 'جدّد خطتي', url: `${url}/subscription` },
      };
    return {
      subject: 'Your plan ends soon',
      heading: `Your plan ends on ${formatDateDMY(s.endDate)}`,
      greetName: to.fullName,
      paragraphs: [`Renew your ${planName} plan now to keep your meals coming without a break.`],
      action: { label: 'Renew my plan', url: `${url}/subscription` },
    };
  },

  /** The day after the last delivery. `planName` as in {@link orderConfirmation}. */
  expiry(to: Recipient, s: { planName: BilingualName; endDate: Date }, url: string): MailContent {
    const planName = nameIn(s.planName, to.language);
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: 'انتهت خطتك',
        heading: 'انتهت خطتك',
        greetName: to.fullName,
        paragraphs: [`انتهت خطتك «${planName}» مع توصيل يوم ${formatDateDMY(s.endDate)}. نأمل أنها نالت إعجابك.`],
        action: { label: 'اختر خطة جديدة', url: `${url}/plans_and_packages` },
      };
    return {
      subject: 'Your plan has ended',
      heading: 'Your plan has ended',
      greetName: to.fullName,
      paragraphs: [`Your ${planName} plan ended with the delivery of ${formatDateDMY(s.endDate)}. We hope you enjoyed it.`],
      action: { label: 'Choose a new plan', url: `${url}/plans_and_packages` },
    };
  },
} as const;

/** The template kinds, as recorded in the outbox's `meta.kind`. */
export type MailKind = keyof typeof MailTemplates;

/**
 * The e-mails a customer may switch off: reminders and confirmations of
 * their own schedule changes. Everything else is transactional and always sent: order confirmation
 * with the tax invoice, refund with the credit note, cancellation with its refund, and the account
 * e-mails (verification code, password reset, sign-up and security notices).
 */
export const OPTIONAL_MAIL_KINDS = ['scheduleChanged', 'renewalReminder', 'expiry'] as const satisfies readonly MailKind[];
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

/** Whether `to` has switched `kind` off (never true for a transactional kind). */
export function isOptedOut(kind: MailKind, to: Recipient): boolean {
  return (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind) && Boolean(to.emailOptOut?.includes(kind));
}
