import { tr } from '../../../lib/messages';
import type { OrderStatus, RefundStatus } from '../hooks/use-my-orders';

/** How order statuses read to customers. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  get Paid() {
    return tr('customer:orderStatus.Paid');
  },
  get PartiallyRefunded() {
    return tr('customer:orderStatus.PartiallyRefunded');
  },
  get Refunded() {
    return tr('customer:orderStatus.Refunded');
  },
  get Cancelled() {
    return tr('customer:orderStatus.Cancelled');
  },
};

/** How refund statuses read to customers. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  get Pending() {
    return tr('customer:refundStatus.Pending');
  },
  get Succeeded() {
    return tr('customer:refundStatus.Succeeded');
  },
  get Failed() {
    return tr('customer:refundStatus.Failed');
  },
};
