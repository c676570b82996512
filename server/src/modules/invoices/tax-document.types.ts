import type { Fils, VatBase } from '../../common/format/money.js';

/** The supplier block of every tax document (configuration: SUPPLIER_NAME, SUPPLIER_ADDRESS, SUPPLIER_TRN). */
export interface Supplier {
  name: string;
  address: string;
  trn: string;
}

/** The customer block. */
export interface TaxCustomer {
  name: string;
  /** '' when the customer closed their account (not printed then). */
  email: string;
  /** One line, '' when unknown. */
  address: string;
  /** The buyer's UAE Tax Registration Number (15 digits), printed as "TRN: ..." under the address; none for a consumer. */
  trn?: string | null;
}

/**
 * One invoice line, fils: net = quantity x unitPrice; taxable = net - discount (the line's share of the
 * order's discount when VAT is on the discounted price, else 0); vat = 5% of taxable (rounded so the lines
 * add up to the order's VAT).
 */
export interface InvoiceLine {
  description: string;
  /** The description in Arabic words only (no figures), printed under the English; none on older orders. */
  descriptionAr?: string;
  quantity: number;
  unitPrice: Fils;
  net: Fils;
  discount: Fils;
  taxable: Fils;
  vatRate: number;
  vat: Fils;
}

/** Everything a UAE VAT tax invoice shows (FTA simplified and full invoice fields). */
export interface TaxInvoiceData {
  supplier: Supplier;
  customer: TaxCustomer;
  /** e.g. INV-000012. */
  number: string;
  orderNumber: string;
  issuedAt: Date;
  /** Date of supply: the day the order was paid. */
  suppliedAt: Date;
  /** Delivery period, shown under the lines. */
  period: { from: Date; to: Date };
  lines: InvoiceLine[];
  /** Sum of line nets, fils. */
  subtotal: Fils;
  /** Sum of line VAT, fils. */
  vat: Fils;
  /** Discount (code or promotion), fils. */
  discount: Fils;
  discountLabel: string | null;
  /**
   * What the VAT was charged on: `discounted` (the layout of a tax invoice: subtotal, discount, taxable
   * amount = subtotal - discount, VAT, total) or `subtotal` (orders sold under the spec's formula keep
   * their layout: total excluding VAT = subtotal, VAT, discount, total).
   */
  vatBase: VatBase;
  /** subtotal + vat - discount: what was paid, fils. */
  total: Fils;
}

/** Everything a tax credit note shows: the refund split into net and VAT. */
export interface TaxCreditNoteData {
  supplier: Supplier;
  customer: TaxCustomer;
  /** e.g. CN-000003. */
  number: string;
  /** The invoice it corrects, e.g. INV-000012. */
  invoiceNumber: string;
  orderNumber: string;
  issuedAt: Date;
  reason: string;
  /** The reason's Arabic (the app's own reasons; a staff reason is as typed), printed under it. */
  reasonAr?: string;
  /** net + vat = total, fils. */
  net: Fils;
  vatRate: number;
  vat: Fils;
  total: Fils;
}
