import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { VAT_PERCENT, vatBaseOf, type Fils } from '../../common/format/money.js';
import { documentNumber, linesWithVat } from './invoices.rules.js';
import { renderCreditNote, renderTaxInvoice } from './tax-document.pdf.js';
import type { Supplier, TaxCustomer } from './tax-document.types.js';
import { TaxDocumentKind, type TaxDocument } from './tax-document.schema.js';
import { TaxDocumentRepository } from './tax-documents.repository.js';

/** What an invoice is made from (the order as sold). Money in fils. */
export interface InvoiceSource {
  orderNumber: string;
  invoiceNumber: number;
  issuedAt: Date;
  paidAt: Date;
  period: { from: Date; to: Date };
  lines: { description: string; descriptionAr?: string; quantity: number; unitPrice: Fils; amount: Fils }[];
  subtotal: Fils;
  vat: Fils;
  discount: Fils;
  discountLabel: string | null;
  total: Fils;
}

/** What a credit note is made from (one succeeded refund). */
export interface CreditNoteSource {
  orderNumber: string;
  invoiceNumber: number;
  creditNoteNumber: number;
  issuedAt: Date;
  reason: string;
  /** The reason in Arabic, when the app wrote it (cancellation, Stripe). */
  reasonAr?: string;
  /** Refunded, VAT included, fils. */
  amount: Fils;
  /** The VAT of `amount`: the invoice's VAT in the refunded proportion (money.ts `creditNoteVat`), fils. */
  vat: Fils;
}

/**
 * UAE VAT tax invoices and tax credit notes: sequential gap-free numbers (one per order / refund) and
 * their PDFs, with the supplier from configuration (SUPPLIER_NAME, SUPPLIER_ADDRESS, SUPPLIER_TRN).
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly docs: TaxDocumentRepository,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /** The order's invoice number, issued on first call (idempotent per order). */
  issueInvoice(orderId: string): Promise<TaxDocument> {
    return this.docs.issue(TaxDocumentKind.Invoice, `invoice:${orderId}`);
  }

  /** The refund's credit note number, issued on first call (idempotent per refund). */
  issueCreditNote(refundId: string): Promise<TaxDocument> {
    return this.docs.issue(TaxDocumentKind.CreditNote, `credit-note:${refundId}`);
  }

  /** Numbers issued of a kind, ascending. */
  numbers(kind: TaxDocumentKind): Promise<number[]> {
    return this.docs.numbers(kind);
  }

  /** `INV-000012`. */
  invoiceLabel(n: number): string {
    return documentNumber('INV', n);
  }

  /** `CN-000003`. */
  creditNoteLabel(n: number): string {
    return documentNumber('CN', n);
  }

  /**
   * The tax invoice PDF of an order, laid out for the base its VAT was charged on ({@link vatBaseOf}, read
   * from the stored figures, which are never recomputed): on the discounted price each line shows its
   * share of the discount and its taxable amount; orders sold under the spec's formula keep their layout.
   */
  invoicePdf(src: InvoiceSource, customer: TaxCustomer): Promise<Buffer> {
    const vatBase = vatBaseOf(src);
    const lines = linesWithVat(src.lines, src.vat, VAT_PERCENT, vatBase === 'discounted' ? src.discount : 0);
    return renderTaxInvoice({
      supplier: this.supplier(),
      customer,
      number: documentNumber('INV', src.invoiceNumber),
      orderNumber: src.orderNumber,
      issuedAt: src.issuedAt,
      suppliedAt: src.paidAt,
      period: src.period,
      lines,
      subtotal: src.subtotal,
      vat: src.vat,
      discount: src.discount,
      discountLabel: src.discountLabel,
      vatBase,
      total: src.total,
    });
  }

  /** The tax credit note PDF of a refund. */
  creditNotePdf(src: CreditNoteSource, customer: TaxCustomer): Promise<Buffer> {
    const { vat } = src;
    const net = src.amount - vat;
    return renderCreditNote({
      supplier: this.supplier(),
      customer,
      number: documentNumber('CN', src.creditNoteNumber),
      invoiceNumber: documentNumber('INV', src.invoiceNumber),
      orderNumber: src.orderNumber,
      issuedAt: src.issuedAt,
      reason: src.reason,
      ...(src.reasonAr ? { reasonAr: src.reasonAr } : {}),
      net,
      vatRate: VAT_PERCENT,
      vat,
      total: src.amount,
    });
  }

  private supplier(): Supplier {
    return { name: this.cfg.SUPPLIER_NAME, address: this.cfg.SUPPLIER_ADDRESS, trn: this.cfg.SUPPLIER_TRN };
  }
}
