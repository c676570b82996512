import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { isOwnerOrStaff } from '../../common/auth/ownership.js';
import { Clock } from '../../common/clock.js';
import { creditNoteVat, type Fils } from '../../common/format/money.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { InvoicesService, type InvoiceSource } from '../invoices/invoices.service.js';
import type { TaxCustomer } from '../invoices/invoices.types.js';
import { MailerService } from '../notifications/mailer.service.js';
import type { MailAttachment } from '../notifications/notifications.types.js';
import type { User } from '../users/users.types.js';
import { UsersService } from '../users/users.service.js';
import { orderPlanName, type Order } from './order.schema.js';
import { refundReasonOf, RefundStatus, type OrderRefund } from './order-refund.schema.js';
import { PlansService } from '../plans/plans.service.js';
import type { BilingualName } from '../../common/i18n/names.js';
import { OrderErrors } from './orders.errors.js';
import { OrderRepository } from './orders.repository.js';
import { OrderRefundRepository } from './order-refunds.repository.js';

/** A PDF to download or attach. */
export interface PdfFile {
  filename: string;
  content: Buffer;
}

/** The customer block of a tax document: name, e-mail, delivery address on one line, and the buyer's TRN given at checkout (if any). */
export function taxCustomerOf(u: Pick<User, 'fullName' | 'email' | 'deliveryAddress'> | null, buyerTrn?: string | null): TaxCustomer {
  const a = u?.deliveryAddress;
  const address = a ? [a.apartment, a.building, a.area, a.city].filter(Boolean).join(', ') : '';
  return { name: u?.fullName ?? '', email: u?.email ?? '', address, ...(buyerTrn ? { trn: buyerTrn } : {}) };
}

/**
 * The customer block of an order's tax documents: the one kept on the order when the customer closed their
 * account (name and address, no e-mail), else read from the account ({@link taxCustomerOf}).
 */
export function orderTaxCustomer(
  o: Pick<Order, 'invoiceCustomer' | 'buyerTrn'>,
  u: Pick<User, 'fullName' | 'email' | 'deliveryAddress'> | null,
): TaxCustomer {
  if (!o.invoiceCustomer) return taxCustomerOf(u, o.buyerTrn);
  return { name: o.invoiceCustomer.name, email: '', address: o.invoiceCustomer.address, ...(o.buyerTrn ? { trn: o.buyerTrn } : {}) };
}

/** What an invoice is made of, from the order as sold (older orders without lines get one line of the subtotal). */
export function invoiceSourceOf(o: Order, invoiceNumber: number, issuedAt: Date): InvoiceSource {
  const lines = o.lines?.length
    ? o.lines
    : [
        {
          description: `${o.packageInfo.package}, ${o.packageInfo.days}`,
          quantity: 1,
          unitPrice: o.price.subtotal,
          amount: o.price.subtotal,
        },
      ];
  const discountLabel = o.discountCode?.code ?? o.promotion?.name ?? null;
  return {
    orderNumber: o.orderNumber,
    invoiceNumber,
    issuedAt,
    paidAt: o.createdAt,
    period: { from: o.packageInfo.startDate, to: o.packageInfo.endDate },
    lines,
    subtotal: o.price.subtotal,
    vat: o.price.vat,
    discount: o.price.discount,
    discountLabel,
    total: o.price.total,
  };
}

/** Succeeded refunds of the order recorded before `refund` (the running total its credit note's VAT starts from), fils. */
export function refundedBefore(order: Pick<Order, 'refunds'>, refund: Pick<OrderRefund, '_id'>): Fils {
  let sum = 0;
  for (const r of order.refunds ?? []) {
    if (r._id.toString() === refund._id.toString()) break;
    if (r.status === RefundStatus.Succeeded) sum += r.amount;
  }
  return sum;
}

/**
 * An order's tax documents: the invoice (issued when the order is fulfilled, attached to the
 * order-confirmation e-mail), the credit note of each succeeded refund, and their downloads for the
 * order's owner and staff.
 */
@Injectable()
export class OrderDocumentsService {
  private readonly logger = new Logger('OrderDocuments');

  constructor(
    private readonly orders: OrderRepository,
    private readonly orderRefunds: OrderRefundRepository,
    private readonly invoices: InvoicesService,
    private readonly users: UsersService,
    private readonly mailer: MailerService,
    private readonly clock: Clock,
    private readonly plans: PlansService,
  ) {}

  /**
   * The plan name `order` was bought under, in English and Arabic (its snapshots; for orders older
   * than the Arabic snapshot, the plan's current Arabic while it keeps the ordered name).
   */
  async planNameOf(order: Order): Promise<BilingualName> {
    return orderPlanName(order, order.translations?.ar?.planName ? null : await this.plans.namesOf(order.plan));
  }

  /**
   * After fulfilment: issues the invoice number (idempotent) and sends the order confirmation with
   * the invoice attached, once per order (claimed before sending). Never throws: the payment is done.
   */
  async afterFulfil(order: Order): Promise<void> {
    try {
      const withInvoice = await this.ensureInvoice(order);
      if (!(await this.orders.claimConfirmation(order._id, this.clock.now()))) return;
      const user = await this.users.findById(order.user);
      if (!user) return;
      const pdf = await this.invoicePdf(withInvoice, user);
      await this.mailer.send(
        'orderConfirmation',
        user,
        {
          orderNumber: order.orderNumber,
          planName: await this.planNameOf(order),
          startDate: order.packageInfo.startDate,
          endDate: order.packageInfo.endDate,
          total: order.price.total,
          invoiceNumber: this.invoices.invoiceLabel(withInvoice.invoiceNumber!),
        },
        [asAttachment(pdf)],
      );
    } catch (err) {
      this.logger.error(`Invoice or confirmation of ${order.orderNumber} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** The order with its invoice number, issuing it on first call. */
  async ensureInvoice(order: Order): Promise<Order> {
    if (order.invoiceNumber) return order;
    const doc = await this.invoices.issueInvoice(order._id.toString());
    await this.orders.setInvoice(order._id, doc.number, doc.issuedAt);
    return { ...order, invoiceNumber: doc.number, invoiceIssuedAt: doc.issuedAt };
  }

  /** The credit note number of a succeeded refund, issuing it on first call. */
  async ensureCreditNote(order: Order, refund: OrderRefund): Promise<number> {
    if (refund.creditNoteNumber) return refund.creditNoteNumber;
    const doc = await this.invoices.issueCreditNote(refund._id.toString());
    await this.orderRefunds.setCreditNoteNumber(order._id, refund._id, doc.number);
    return doc.number;
  }

  /** The invoice PDF of an order (issued already). */
  async invoicePdf(order: Order, user: User | null): Promise<PdfFile> {
    const issuedAt = order.invoiceIssuedAt ?? order.createdAt;
    const content = await this.invoices.invoicePdf(invoiceSourceOf(order, order.invoiceNumber!, issuedAt), orderTaxCustomer(order, user));
    return { filename: `${this.invoices.invoiceLabel(order.invoiceNumber!)}.pdf`, content };
  }

  /** The credit note PDF of a refund with a credit note. */
  async creditNotePdf(order: Order, refund: OrderRefund & { creditNoteNumber: number }, user: User | null): Promise<PdfFile> {
    const withInvoice = await this.ensureInvoice(order);
    const content = await this.invoices.creditNotePdf(
      {
        orderNumber: order.orderNumber,
        invoiceNumber: withInvoice.invoiceNumber!,
        creditNoteNumber: refund.creditNoteNumber,
        issuedAt: refund.settledAt ?? refund.createdAt,
        reason: refund.reason,
        amount: refund.amount,
        vat: creditNoteVat(order.price.vat, order.price.total, refundedBefore(order, refund), refund.amount),
        ...(refundReasonOf(refund).ar ? { reasonAr: refundReasonOf(refund).ar! } : {}),
      },
      orderTaxCustomer(order, user),
    );
    return { filename: `${this.invoices.creditNoteLabel(refund.creditNoteNumber)}.pdf`, content };
  }

  /**
   * `GET /api/orders/:id/invoice.pdf`: the owner's or staff's download (issued on first request for
   * orders older than invoices). @throws ORDER_NOT_FOUND (unknown, or another customer's)
   */
  async downloadInvoice(caller: AuthUser, orderId: string): Promise<PdfFile> {
    const order = await this.owned(caller, orderId);
    return this.invoicePdf(await this.ensureInvoice(order), await this.users.findById(order.user));
  }

  /**
   * `GET /api/orders/:id/credit-notes/:refundId.pdf`: a succeeded refund's credit note.
   * @throws ORDER_NOT_FOUND, CREDIT_NOTE_NOT_FOUND (no such refund, or not succeeded)
   */
  async downloadCreditNote(caller: AuthUser, orderId: string, refundId: string): Promise<PdfFile> {
    const order = await this.owned(caller, orderId);
    const refund = order.refunds?.find((r) => r._id.toString() === refundId && r.status === RefundStatus.Succeeded);
    if (!refund) throw OrderErrors.creditNoteNotFound();
    const n = await this.ensureCreditNote(order, refund);
    return this.creditNotePdf(order, { ...refund, creditNoteNumber: n }, await this.users.findById(order.user));
  }

  /** Labels for the API: `INV-000012`, `CN-000003`. */
  invoiceLabel(n: number | null | undefined): string | null {
    return n ? this.invoices.invoiceLabel(n) : null;
  }

  creditNoteLabel(n: number | null | undefined): string | null {
    return n ? this.invoices.creditNoteLabel(n) : null;
  }

  private async owned(caller: AuthUser, orderId: string): Promise<Order> {
    const order = isObjectIdString(orderId) ? await this.orders.findById(orderId) : null;
    if (!order || !isOwnerOrStaff(caller, order.user)) throw OrderErrors.notFound();
    return order;
  }
}

/** A PDF as an e-mail attachment. */
export function asAttachment(pdf: PdfFile): MailAttachment {
  return { filename: pdf.filename, contentType: 'application/pdf', content: pdf.content };
}
