import type { OrderStatus, RefundStatus } from '../../../generated/graphql';

/** How order statuses read to customers. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Paid: 'Paid',
  PartiallyRefunded: 'Partially refunded',
  Refunded: 'Refunded',
  Cancelled: 'Cancelled',
};

/** How refund statuses read to customers. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  Pending: 'Processing',
  Succeeded: 'Refunded',
  Failed: 'Failed',
};
