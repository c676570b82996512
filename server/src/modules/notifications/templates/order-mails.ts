import { formatDayProse } from '../../../common/format/dates.js';
import { formatAed, type Fils } from '../../../common/format/money.js';
import { Language } from '../../../common/i18n/language.js';
import { nameIn, type BilingualName } from '../../../common/i18n/names.js';
import type { MailContent } from './mail-layout.js';
import { arabic, type Recipient } from './recipient.js';

/** A day in an English e-mail, as the screens write it: "Sat, 28 Nov 2026". */
const dayEn = (d: Date | null | undefined) => formatDayProse(d, 'en');
/** A day in an Arabic e-mail: "السبت، 28 نوفمبر 2026". */
const dayAr = (d: Date | null | undefined) => formatDayProse(d, 'ar');

/**
 * The e-mails about a customer's orders and plan (docs/decisions/0023-e-mails.md): confirmation, schedule
 * changes, cancellation, refund, renewal reminder and expiry, in the recipient's language, with dates day first as the customer's screens write them.
 */
export const OrderMails = {
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
          ['التوصيل', `من ${dayAr(o.startDate)} إلى ${dayAr(o.endDate)}`],
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
        ['Deliveries', `${dayEn(o.startDate)} to ${dayEn(o.endDate)}`],
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
          c.kind === 'pause' ? `تم إيقاف التوصيل مؤقتًا من ${dayAr(c.from)} إلى ${dayAr(c.to)}.` : 'سيُستأنف التوصيل كما هو مخطط.',
          `تنتهي خطتك الآن في ${dayAr(c.endDate)}.`,
        ],
        action: { label: 'عرض جدولك', url: `${url}/subscription` },
      };
    const what =
      c.kind === 'pause' ? `Deliveries are paused from ${dayEn(c.from)} to ${dayEn(c.to)}.` : 'Your deliveries resume as planned.';
    return {
      subject: c.kind === 'pause' ? 'Your deliveries are paused' : 'Your deliveries resume',
      heading: c.kind === 'pause' ? 'Pause confirmed' : 'Resume confirmed',
      greetName: to.fullName,
      paragraphs: [what, `Your plan now ends on ${dayEn(c.endDate)}.`],
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
            ? `أيام التوصيل الملغاة: ${c.cancelledDays.map(dayAr).join('؛ ')}.`
            : 'لم يعد بالإمكان إلغاء أي يوم توصيل.',
          c.lastDelivery ? `يستمر توصيل الوجبات التي تم تحضيرها حتى ${dayAr(c.lastDelivery)}.` : 'لن تكون هناك عمليات توصيل أخرى.',
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
          ? `Cancelled delivery days: ${c.cancelledDays.map(dayEn).join('; ')}.`
          : 'No delivery day could still be cancelled.',
        c.lastDelivery ? `Deliveries already prepared continue until ${dayEn(c.lastDelivery)}.` : 'No further deliveries will be made.',
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
        heading: `تنتهي خطتك في ${dayAr(s.endDate)}`,
        greetName: to.fullName,
        paragraphs: [`جدّد خطتك «${planName}» الآن لتستمر وجباتك دون انقطاع.`],
        action: { label: 'جدّد خطتي', url: `${url}/subscription` },
      };
    return {
      subject: 'Your plan ends soon',
      heading: `Your plan ends on ${dayEn(s.endDate)}`,
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
        paragraphs: [`انتهت خطتك «${planName}» مع توصيل يوم ${dayAr(s.endDate)}. نأمل أنها نالت إعجابك.`],
        action: { label: 'اختر خطة جديدة', url: `${url}/plans_and_packages` },
      };
    return {
      subject: 'Your plan has ended',
      heading: 'Your plan has ended',
      greetName: to.fullName,
      paragraphs: [`Your ${planName} plan ended with the delivery of ${dayEn(s.endDate)}. We hope you enjoyed it.`],
      action: { label: 'Choose a new plan', url: `${url}/plans_and_packages` },
    };
  },
} as const;
