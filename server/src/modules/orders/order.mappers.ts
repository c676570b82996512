import { filsToAed } from '../../common/format/money.js';
import type { CheckoutRecord } from '../checkout/checkout.service.js';
import { documentNumber } from '../invoices/invoices.rules.js';
import { CATEGORY_LABELS, type Category } from '../pricing/pricing.rules.js';
import type { RenewalState } from './renewal.schema.js';
import type { AdminOrderObject } from './dto/admin-order.objects.js';
import type { OrderObject, RefundObject } from './dto/order.object.js';
import { OrderStatus, type Order, type OrderLine } from './order.schema.js';
import { refundReasonCodeOf, RefundStatus } from './order-refund.schema.js';
import type { OrderGridRow } from './orders.repository.js';

/*
 * Orders from their stored shape to the GraphQL objects, the REST shape of spec section 7 and the invoice lines.
 */

/** The order's refunds for the API, newest first, with credit note labels (CN-000003) and the app's own reasons as codes. */
export function toRefundObjects(o: Order): RefundObject[] {
  return [...(o.refunds ?? [])].reverse().map((r) => ({
    id: r._id.toString(),
    amount: r.amount,
    reason: r.reason,
    reasonCode: refundReasonCodeOf(r),
    status: r.status,
    source: r.source,
    creditNoteNumber: r.creditNoteNumber ? documentNumber('CN', r.creditNoteNumber) : null,
    createdAt: r.createdAt,
    settledAt: r.settledAt ?? null,
  }));
}

/** Fils the order can still refund: paid minus refunds not Failed (Pending ones are reserved). */
export function refundableOf(o: Order): number {
  return o.status === OrderStatus.Paid || o.status === OrderStatus.PartiallyRefunded
    ? Math.max(0, o.price.total - (o.refundedAmount ?? 0))
    : 0;
}

/** An order in its GraphQL shape (fils); refunds newest first, invoice number as printed (INV-000001). */
export function toOrderObject(o: Order): OrderObject {
  const refunded = (o.refunds ?? []).filter((r) => r.status === RefundStatus.Succeeded).reduce((sum, r) => sum + r.amount, 0);
  return {
    refundedAmount: refunded,
    refundable: refundableOf(o),
    refunds: toRefundObjects(o),
    invoiceNumber: o.invoiceNumber ? documentNumber('INV', o.invoiceNumber) : null,
    id: o._id.toString(),
    orderNumber: o.orderNumber,
    userId: o.user.toString(),
    planId: o.plan.toString(),
    packageInfo: { ...o.packageInfo, packageAr: o.translations?.ar?.planName?.trim() || null },
    ...o.price,
    discountCode: o.discountCode ?? null,
    promotion: o.promotion ? { ...o.promotion, nameAr: o.translations?.ar?.promotionName?.trim() || null } : null,
    paymentIntentId: o.paymentIntentId,
    paymentMode: o.paymentMode,
    orderType: o.orderType,
    status: o.status,
    createdAt: o.createdAt,
  };
}

/** Arabic of each category's invoice line (words only: the bilingual invoice keeps figures in the English). */
const AR_CATEGORY_MEALS: Record<Category, string> = {
  breakfast: 'وجبات الفطور',
  lunch: 'وجبات الغداء',
  dinner: 'وجبات العشاء',
  snack: 'الوجبات الخفيفة',
};

/**
 * The Arabic words of the one package line shown for an order that kept no lines (older orders): "باقة خطة <the
 * plan's Arabic name as ordered>", as {@link linesOf} words a trial's package; null when the order kept no Arabic name.
 */
export function packageLineAr(o: Pick<Order, 'translations'>): string | null {
  const plan = o.translations?.ar?.planName?.trim();
  return plan ? `باقة خطة ${plan}` : null;
}

/**
 * The invoice lines of a quote: one per meal category (meals x daily price), or the trial's flat package.
 * Each has its Arabic (`descriptionAr`: category and `planNameAr`, the plan's Arabic name, when it has one, after
 * «الخطة:» so that a name that is an adjective, such as «المتوازنة», still reads as a name).
 */
export function linesOf(quote: CheckoutRecord['quote'], planNameAr: string | null = null): OrderLine[] {
  const arPlan = planNameAr ? `، الخطة: ${planNameAr}` : '';
  if (!quote.lines.length) {
    return [
      {
        description: `${quote.planName}, ${quote.duration} (package)`,
        descriptionAr: planNameAr ? `باقة الخطة: ${planNameAr}` : 'باقة الخطة',
        quantity: 1,
        unitPrice: quote.subtotal,
        amount: quote.subtotal,
      },
    ];
  }
  return quote.lines.map((l) => ({
    description: `${CATEGORY_LABELS[l.category as Category] ?? l.category} meals, ${quote.planName} (${l.count} a day x ${l.days} days)`,
    ...(AR_CATEGORY_MEALS[l.category as Category] ? { descriptionAr: `${AR_CATEGORY_MEALS[l.category as Category]}${arPlan}` } : {}),
    quantity: l.count * l.days,
    unitPrice: l.dailyPrice,
    amount: l.amount,
  }));
}

/** An admin order row; `customer` is null when the account is gone. */
export function toAdminOrderObject(
  o: OrderGridRow,
  customer: { fullName: string; email: string } | null,
  renewalState: RenewalState | null = null,
): AdminOrderObject {
  return {
    renewalState,
    id: o._id.toString(),
    orderNumber: o.orderNumber,
    userId: o.user.toString(),
    customerName: customer?.fullName ?? '',
    customerEmail: customer?.email ?? '',
    planId: o.plan.toString(),
    planName: o.packageInfo.package,
    days: o.packageInfo.days,
    orderType: o.orderType,
    total: o.price.total,
    status: o.status,
    startDate: o.packageInfo.startDate,
    createdAt: o.createdAt,
  };
}

/** The REST shape of an order: spec names (`_id`, `user`, `plan`, the package fields flat), amounts in AED. */
export function toOrderRest(o: Order) {
  const { id, userId, planId, packageInfo, subtotal, vat, deliveryFee, discount, total, refunds, promotion, ...rest } = toOrderObject(o);
  // The REST shape stays as it was: GraphQL's additions for localized screens (packageAr, promotion nameAr, reasonCode) are left out.
  const { packageAr: _packageAr, ...restPackage } = packageInfo;
  const restPromotion = promotion ? { name: promotion.name, discountPercentage: promotion.discountPercentage } : null;
  return {
    _id: id,
    user: userId,
    plan: planId,
    ...restPackage,
    refunds: refunds.map(({ reasonCode: _reasonCode, ...r }) => r),
    price: filsToAed(total),
    subtotal: filsToAed(subtotal),
    vat: filsToAed(vat),
    deliveryFee: filsToAed(deliveryFee),
    discount: filsToAed(discount),
    total: filsToAed(total),
    ...rest,
    promotion: restPromotion,
  };
}
