import PDFDocument from 'pdfkit';
import { formatDateDMY } from '../../common/format/dates.js';
import { formatAed, type Fils } from '../../common/format/money.js';

/** The supplier block of every tax document (configuration: SUPPLIER_NAME, SUPPLIER_ADDRESS, SUPPLIER_TRN). */
export interface Supplier {
  name: string;
  address: string;
  trn: string;
}

/** The customer block. */
export interface TaxCustomer {
  name: string;
  email: string;
  /** One line, '' when unknown. */
  address: string;
}

/** One invoice line, fils: net = quantity x unitPrice; vat = 5% of net (rounded so lines add up to the order's VAT). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: Fils;
  net: Fils;
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
  /** Discount (code or promotion) taken off the total, fils. */
  discount: Fils;
  discountLabel: string | null;
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
  /** net + vat = total, fils. */
  net: Fils;
  vatRate: number;
  vat: Fils;
  total: Fils;
}

/** `INV-000012` / `CN-000003`. */
export function documentNumber(prefix: 'INV' | 'CN', n: number): string {
  return `${prefix}-${String(n).padStart(6, '0')}`;
}

/** Splits a VAT-inclusive amount (a refund) into net and VAT at `rate` percent, fils; net + vat = gross. */
export function splitGross(gross: Fils, rate: number): { net: Fils; vat: Fils } {
  const net = Math.round((gross * 100) / (100 + rate));
  return { net, vat: gross - net };
}

/**
 * Invoice lines with VAT: each line's 5% rounded to the fils, the rounding difference put on the
 * largest line so the lines add up exactly to the order's VAT.
 */
export function linesWithVat(lines: { description: string; quantity: number; unitPrice: Fils; amount: Fils }[], vatTotal: Fils, rate: number): InvoiceLine[] {
  const out = lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, net: l.amount, vatRate: rate, vat: Math.floor((l.amount * rate) / 100 + 0.5) }));
  const diff = vatTotal - out.reduce((s, l) => s + l.vat, 0);
  if (diff !== 0 && out.length) {
    const largest = out.reduce((m, l) => (l.net > m.net ? l : m), out[0]);
    largest.vat += diff;
  }
  return out;
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function header(doc: PDFKit.PDFDocument, title: string, s: Supplier): void {
  doc.font('Helvetica-Bold').fontSize(20).text(title, { align: 'right' });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(11).text(s.name);
  doc.font('Helvetica').fontSize(9).text(s.address).text(`TRN: ${s.trn}`);
  doc.moveDown();
}

function keyValues(doc: PDFKit.PDFDocument, rows: [string, string][]): void {
  for (const [k, v] of rows) doc.font('Helvetica-Bold').fontSize(9).text(`${k}: `, { continued: true }).font('Helvetica').text(v);
  doc.moveDown();
}

function customerBlock(doc: PDFKit.PDFDocument, c: TaxCustomer): void {
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to');
  doc.font('Helvetica').fontSize(9).text(c.name).text(c.email);
  if (c.address) doc.text(c.address);
  doc.moveDown();
}

const COLS = [50, 250, 300, 375, 425, 485] as const;

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
  const widths = [195, 45, 70, 45, 55, 60];
  let bottom = y;
  cells.forEach((c, i) => {
    doc.text(c, COLS[i], y, { width: widths[i], align: i === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = COLS[0];
  doc.y = bottom + 4;
}

function total(doc: PDFKit.PDFDocument, label: string, value: string, bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
  doc.text(label, 300, y, { width: 170, align: 'right' });
  doc.text(value, 475, y, { width: 70, align: 'right' });
  doc.x = COLS[0];
}

/** Renders a UAE VAT tax invoice as a PDF (A4, Helvetica). Amounts shown as `AED 1234.50`. */
export function renderTaxInvoice(d: TaxInvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax Invoice ${d.number}`, Author: d.supplier.name } });
  header(doc, 'Tax Invoice', d.supplier);
  keyValues(doc, [
    ['Invoice number', d.number], ['Order number', d.orderNumber],
    ['Date of issue', formatDateDMY(d.issuedAt)], ['Date of supply', formatDateDMY(d.suppliedAt)],
    ['Delivery period', `${formatDateDMY(d.period.from)} to ${formatDateDMY(d.period.to)}`],
  ]);
  customerBlock(doc, d.customer);
  row(doc, ['Description', 'Qty', 'Unit price', 'VAT rate', 'VAT', 'Amount'], true);
  for (const l of d.lines) {
    row(doc, [l.description, String(l.quantity), formatAed(l.unitPrice), `${l.vatRate}%`, formatAed(l.vat), formatAed(l.net)]);
  }
  doc.moveDown();
  total(doc, 'Total excluding VAT', formatAed(d.subtotal));
  total(doc, 'VAT 5%', formatAed(d.vat));
  if (d.discount > 0) total(doc, d.discountLabel ? `Discount (${d.discountLabel})` : 'Discount', `-${formatAed(d.discount)}`);
  total(doc, 'Total (AED)', formatAed(d.total), true);
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(8).text('Amounts in UAE dirhams (AED). Paid by card.', COLS[0]);
  return toBuffer(doc);
}

/** Renders a UAE VAT tax credit note for one refund as a PDF. */
export function renderCreditNote(d: TaxCreditNoteData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax Credit Note ${d.number}`, Author: d.supplier.name } });
  header(doc, 'Tax Credit Note', d.supplier);
  keyValues(doc, [
    ['Credit note number', d.number], ['Original invoice', d.invoiceNumber], ['Order number', d.orderNumber],
    ['Date of issue', formatDateDMY(d.issuedAt)], ['Reason', d.reason],
  ]);
  customerBlock(doc, d.customer);
  row(doc, ['Description', 'Qty', 'Unit price', 'VAT rate', 'VAT', 'Amount'], true);
  row(doc, [`Refund for order ${d.orderNumber}`, '1', formatAed(d.net), `${d.vatRate}%`, formatAed(d.vat), formatAed(d.net)]);
  doc.moveDown();
  total(doc, 'Credit excluding VAT', formatAed(d.net));
  total(doc, `VAT ${d.vatRate}%`, formatAed(d.vat));
  total(doc, 'Total credit (AED)', formatAed(d.total), true);
  return toBuffer(doc);
}
