import { formatDayProse } from '../../../common/format/dates.js';
import { formatAed, type Fils } from '../../../common/format/money.js';
import { Language } from '../../../common/i18n/language.js';
import { nameIn, type BilingualName } from '../../../common/i18n/names.js';
import type { MailContent } from './mail-layout.js';
import { arabic, type Recipient } from './recipient.js';
import { ROUTES } from '../../../common/web/site.js';

/** The customer-area page that completes a renewal's 3-D Secure (the subscription id in the query). */
export const RENEWAL_AUTHENTICATE_PATH = ROUTES.renewalAuthentication;

/**
 * The e-mails of automatic renewal when the saved card is not charged (dunning,
 * docs/decisions/0084-subscriptions-that-renew-themselves.md), in the recipient's language. A paid renewal sends
 * the ordinary order confirmation with its tax invoice.
 */
export const RenewalMails = {
  /** The bank wants the customer's 3-D Secure: a link to the page that completes it. */
  renewalNeedsAction(
    to: Recipient,
    r: { planName: BilingualName; amount: Fils; subscriptionId: string; endDate: Date },
    url: string,
  ): MailContent {
    const planName = nameIn(r.planName, to.language);
    const link = `${url}${RENEWAL_AUTHENTICATE_PATH}?id=${r.subscriptionId}`;
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: 'أكّد تجديد خطتك',
        heading: 'يطلب مصرفك تأكيد الدفع',
        greetName: to.fullName,
        paragraphs: [
          `لتجديد خطتك «${planName}» بمبلغ ${formatAed(r.amount)}، يطلب مصرفك تأكيد الدفع (3-D Secure).`,
          `أكّده قبل ${formatDayProse(r.endDate, 'ar')} لتستمر وجباتك دون انقطاع.`,
        ],
        action: { label: 'تأكيد الدفع', url: link },
      };
    return {
      subject: 'Confirm your plan renewal',
      heading: 'Your bank asks you to confirm the payment',
      greetName: to.fullName,
      paragraphs: [
        `To renew your ${planName} plan for ${formatAed(r.amount)}, your bank asks you to confirm the payment (3-D Secure).`,
        `Confirm it before ${formatDayProse(r.endDate, 'en')} to keep your meals coming without a break.`,
      ],
      action: { label: 'Confirm the payment', url: link },
    };
  },

  /** A decline with a retry to come. */
  renewalDeclined(to: Recipient, r: { planName: BilingualName; amount: Fils; retryOn: Date }, url: string): MailContent {
    const planName = nameIn(r.planName, to.language);
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: 'تعذّر تجديد خطتك',
        heading: 'رُفضت بطاقتك المحفوظة',
        greetName: to.fullName,
        paragraphs: [
          `رُفض دفع ${formatAed(r.amount)} لتجديد خطتك «${planName}».`,
          `سنحاول مرة أخرى يوم ${formatDayProse(r.retryOn, 'ar')}. يمكنك تغيير بطاقتك قبل ذلك.`,
        ],
        action: { label: 'إدارة بطاقتي', url: `${url}/subscription` },
      };
    return {
      subject: 'Your plan renewal did not go through',
      heading: 'Your saved card was declined',
      greetName: to.fullName,
      paragraphs: [
        `The payment of ${formatAed(r.amount)} to renew your ${planName} plan was declined.`,
        `We will try again on ${formatDayProse(r.retryOn, 'en')}. You can change your card before then.`,
      ],
      action: { label: 'Manage my card', url: `${url}/subscription` },
    };
  },

  /** The renewal was given up: the plan ends on its last day. */
  renewalFailed(to: Recipient, r: { planName: BilingualName; endDate: Date }, url: string): MailContent {
    const planName = nameIn(r.planName, to.language);
    if (arabic(to))
      return {
        lang: Language.ar,
        subject: 'لم يتم تجديد خطتك',
        heading: 'لم يتم تجديد خطتك',
        greetName: to.fullName,
        paragraphs: [`لم نتمكن من تحصيل مبلغ تجديد خطتك «${planName}». تنتهي خطتك في ${formatDayProse(r.endDate, 'ar')}.`],
        action: { label: 'جدّد خطتي', url: `${url}/subscription` },
      };
    return {
      subject: 'Your plan was not renewed',
      heading: 'Your plan was not renewed',
      greetName: to.fullName,
      paragraphs: [`We could not charge the renewal of your ${planName} plan. Your plan ends on ${formatDayProse(r.endDate, 'en')}.`],
      action: { label: 'Renew my plan', url: `${url}/subscription` },
    };
  },
} as const;
