import { Language } from '../../../common/i18n/language.js';
import type { MailContent } from './mail-layout.js';
import { arabic, type Recipient } from './recipient.js';

/**
 * The account e-mails (docs/decisions/0023-e-mails.md): the password reset, the sign-up code and the security
 * notices, in the recipient's language. Transactional: always sent.
 */
export const AccountMails = {
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
} as const;
