import { isolate } from '../../../lib/messages';
import { formatAed } from '../../../lib/money';
import type { AdminOrderDetail } from '../hooks/use-admin-order';
import type { AdminT } from '../hooks/use-admin-text';

type Notice = AdminOrderDetail['notices'][number];

/**
 * A notice the customer was sent about an order (the API gives its kind and data), worded in the current
 * language: "Refund of AED 12.50 with credit note CN-000003" / "استرداد AED 12.50 مع الإشعار الدائن CN-000003".
 * Amounts use the money formatter; document numbers are isolated so they keep their order inside Arabic.
 */
export function noticeLabel(t: AdminT, n: Pick<Notice, 'kind' | 'invoiceNumber' | 'amount' | 'creditNoteNumber'>): string {
  switch (n.kind) {
    case 'OrderConfirmation':
      return n.invoiceNumber
        ? t('orderNotices.OrderConfirmationWithInvoice', { number: isolate(n.invoiceNumber) })
        : t('orderNotices.OrderConfirmation');
    case 'Refund': {
      const amount = formatAed(n.amount ?? 0);
      return n.creditNoteNumber
        ? t('orderNotices.RefundWithCreditNote', { amount, number: isolate(n.creditNoteNumber) })
        : t('orderNotices.Refund', { amount });
    }
    case 'RenewalReminder':
      return t('orderNotices.RenewalReminder');
    case 'PlanCancelled':
      return t('orderNotices.PlanCancelled');
  }
}
