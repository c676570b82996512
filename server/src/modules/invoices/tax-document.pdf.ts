import { createRequire } from 'node:module';
import { formatDateDMY } from '../../common/format/dates.js';
import { formatAed } from '../../common/format/money.js';
import type { Supplier, TaxCreditNoteData, TaxCustomer, TaxInvoiceData } from './tax-document.types.js';

let pdfkit: Promise<typeof import('pdfkit')> | undefined;

/**
 * pdfkit (with its font tool chain, about 30 MB in a process), loaded at the first document rather than at start-up,
 * like MJML for e-mails: most requests never render a PDF.
 */
function loadPdfKit(): Promise<typeof import('pdfkit')> {
  pdfkit ??= import('pdfkit').then((m) => m.default);
  return pdfkit;
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

/**
 * Arabic labels: Noto Naskh Arabic (OFL, from @expo-google-fonts/noto-naskh-arabic). pdfkit lays text
 * out with fontkit, which shapes Arabic (joined letter forms) and orders a right-to-left run itself,
 * so each Arabic label is one run of Arabic words only: figures and codes stay in the English
 * column, where they read left to right.
 */
const fontFile = (weight: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-naskh-arabic/${weight}/NotoNaskhArabic_${weight}.ttf`);
const ARABIC = fontFile('400Regular');
const ARABIC_BOLD = fontFile('700Bold');

/** The Arabic of every label on the documents (UAE tax invoices are commonly bilingual). */
export const AR_LABELS = {
  'Tax Invoice': 'فاتورة ضريبية',
  'Tax Credit Note': 'إشعار دائن ضريبي',
  TRN: 'رقم التسجيل الضريبي',
  'Invoice number': 'رقم الفاتورة',
  'Credit note number': 'رقم الإشعار الدائن',
  'Original invoice': 'الفاتورة الأصلية',
  'Order number': 'رقم الطلب',
  'Date of issue': 'تاريخ الإصدار',
  'Date of supply': 'تاريخ التوريد',
  'Delivery period': 'فترة التوصيل',
  Reason: 'السبب',
  'Bill to': 'فاتورة إلى',
  Description: 'الوصف',
  Qty: 'الكمية',
  'Unit price': 'سعر الوحدة',
  'VAT rate': 'نسبة الضريبة',
  VAT: 'ضريبة القيمة المضافة',
  Amount: 'المبلغ',
  'Total excluding VAT': 'الإجمالي غير شامل الضريبة',
  'Subtotal excluding VAT': 'المجموع الفرعي غير شامل الضريبة',
  Discount: 'الخصم',
  'Taxable amount': 'المبلغ الخاضع للضريبة',
  'Total (AED)': 'الإجمالي بالدرهم الإماراتي',
  'Credit excluding VAT': 'قيمة الإشعار غير شاملة الضريبة',
  'Total credit (AED)': 'إجمالي الإشعار بالدرهم الإماراتي',
  'Refund for order': 'استرداد مبلغ الطلب',
  'Amounts in UAE dirhams (AED). Paid by card.': 'المبالغ بالدرهم الإماراتي، والدفع بالبطاقة.',
} as const;
type Label = keyof typeof AR_LABELS;

function setupFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('Arabic', ARABIC);
  doc.registerFont('Arabic-Bold', ARABIC_BOLD);
}

/** Writes the Arabic of `label` right-aligned in [x, x + width] at `y`, leaving the cursor where it was. */
function arabic(doc: PDFKit.PDFDocument, label: Label, x: number, y: number, width: number, size: number, bold = false): void {
  arabicText(doc, AR_LABELS[label], x, y, width, size, bold);
}

/** Writes `text` (Arabic words only, one run) right-aligned in [x, x + width] at `y`, leaving the cursor where it was. */
function arabicText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, size: number, bold = false): void {
  const { x: cx, y: cy } = doc;
  doc
    .font(bold ? 'Arabic-Bold' : 'Arabic')
    .fontSize(size)
    .text(text.replace(/ /g, '\u00A0'), x, y, { width, align: 'right', lineBreak: false });
  doc.x = cx;
  doc.y = cy;
}

/**
 * The font for a value the customer or staff typed (a name, an address, a refund reason): Helvetica has
 * no Arabic letters, so a value with any is set in the Arabic font (which also draws digits and common
 * punctuation) instead of turning into empty boxes.
 */
export function fontFor(value: string): 'Arabic' | 'Helvetica' {
  return /[\u0600-\u06FF]/.test(value) ? 'Arabic' : 'Helvetica';
}

/** A typed value as written: in Arabic, its spaces made no-break so the run keeps its words and their order (see `arabicText`). */
function typed(value: string): string {
  return fontFor(value) === 'Arabic' ? value.replace(/ /g, '\u00A0') : value;
}

const LEFT = 50;
const RIGHT_EDGE = 545;

function header(doc: PDFKit.PDFDocument, title: Label, s: Supplier): void {
  const y = doc.y;
  arabic(doc, title, 300, y - 4, RIGHT_EDGE - 300, 18, true);
  doc.font('Helvetica-Bold').fontSize(20).text(title, LEFT, y);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(11).text(s.name);
  doc.font('Helvetica').fontSize(9).text(s.address);
  const trnY = doc.y;
  arabic(doc, 'TRN', 330, trnY - 2, RIGHT_EDGE - 330, 9);
  doc.font('Helvetica').fontSize(9).text(`TRN: ${s.trn}`, LEFT, trnY);
  doc.moveDown();
}

/**
 * `English label: value` on the left, the Arabic label on the right of the same line; a row's Arabic
 * value (Arabic words only), when given, on the right of the next line.
 */
function keyValues(doc: PDFKit.PDFDocument, rows: [Label, string, string?][]): void {
  for (const [k, v, ar] of rows) {
    const y = doc.y;
    arabic(doc, k, 360, y - 2, RIGHT_EDGE - 360, 9);
    doc.font('Helvetica-Bold').fontSize(9).text(`${k}: `, LEFT, y, { continued: true, width: 300 }).font(fontFor(v)).text(typed(v));
    doc.y = Math.max(doc.y, y + 14);
    if (ar) {
      arabicText(doc, ar, 300, doc.y - 2, RIGHT_EDGE - 300, 9);
      doc.y += 14;
    }
  }
  doc.moveDown();
}

function customerBlock(doc: PDFKit.PDFDocument, c: TaxCustomer): void {
  const y = doc.y;
  arabic(doc, 'Bill to', 360, y - 2, RIGHT_EDGE - 360, 10, true);
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to', LEFT, y);
  doc.font(fontFor(c.name)).fontSize(9).text(typed(c.name));
  if (c.email) doc.font('Helvetica').text(c.email);
  if (c.address) doc.font(fontFor(c.address)).text(typed(c.address));
  if (c.trn) {
    const y = doc.y;
    arabic(doc, 'TRN', 360, y - 2, RIGHT_EDGE - 360, 9);
    doc.font('Helvetica').fontSize(9).text(`TRN: ${c.trn}`, LEFT, y);
  }
  doc.font('Helvetica');
  doc.moveDown();
}

/** A table's columns: left edge and width of each, in points. */
interface Columns {
  x: readonly number[];
  width: readonly number[];
  /** Font size of the cells. */
  size: number;
}

/** Description, Qty, Unit price, VAT rate, VAT, Amount (credit notes, and invoices of orders sold under the spec's VAT base). */
const SIX: Columns = { x: [50, 250, 300, 375, 425, 485], width: [195, 45, 70, 45, 55, 60], size: 8.5 };
/** Description, Qty, Unit price, Amount, Discount, Taxable amount, VAT rate, VAT (invoices with VAT on the discounted price). */
const EIGHT: Columns = { x: [50, 172, 204, 260, 322, 380, 442, 486], width: [118, 28, 52, 58, 54, 58, 40, 59], size: 8 };
const COLS = SIX.x;
const WIDTHS = SIX.width;

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false, cols: Columns = SIX): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(cols.size);
  let bottom = y;
  cells.forEach((c, i) => {
    doc.text(c, cols.x[i], y, { width: cols.width[i], align: i === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = cols.x[0]!;
  doc.y = bottom + 4;
}

/** The table header: English labels, and their Arabic on the line below (long ones smaller). */
function headerRow(
  doc: PDFKit.PDFDocument,
  labels: Label[] = ['Description', 'Qty', 'Unit price', 'VAT rate', 'VAT', 'Amount'],
  cols: Columns = SIX,
): void {
  row(doc, labels, true, cols);
  const y = doc.y - 4;
  labels.forEach((l, i) => arabic(doc, l, cols.x[i], y, cols.width[i], AR_LABELS[l].length > 12 || cols.width[i] < 45 ? 6.5 : 8, true));
  doc.y = y + 16;
}

function total(doc: PDFKit.PDFDocument, label: string, value: string, bold = false, ar?: Label): void {
  const y = doc.y;
  if (ar) arabic(doc, ar, LEFT, y - 2, 240, 9.5, bold);
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
  doc.text(label, 300, y, { width: 170, align: 'right' });
  doc.text(value, 475, y, { width: 70, align: 'right' });
  doc.x = COLS[0];
  doc.y = Math.max(doc.y, y + 15);
}

/**
 * Renders a UAE VAT tax invoice as a PDF (A4; English in Helvetica with the Arabic labels beside it in
 * Noto Naskh Arabic). Amounts shown as `AED 1,234.50`.
 */
export async function renderTaxInvoice(d: TaxInvoiceData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax Invoice ${d.number}`, Author: d.supplier.name } });
  setupFonts(doc);
  header(doc, 'Tax Invoice', d.supplier);
  keyValues(doc, [
    ['Invoice number', d.number],
    ['Order number', d.orderNumber],
    ['Date of issue', formatDateDMY(d.issuedAt)],
    ['Date of supply', formatDateDMY(d.suppliedAt)],
    ['Delivery period', `${formatDateDMY(d.period.from)} to ${formatDateDMY(d.period.to)}`],
  ]);
  customerBlock(doc, d.customer);
  if (d.vatBase === 'discounted') discountedLines(doc, d);
  else subtotalBaseLines(doc, d);
  doc.moveDown(2);
  const y = doc.y;
  doc.font('Helvetica').fontSize(8).text('Amounts in UAE dirhams (AED). Paid by card.', COLS[0], y);
  arabic(doc, 'Amounts in UAE dirhams (AED). Paid by card.', 300, doc.y, RIGHT_EDGE - 300, 8);
  return toBuffer(doc);
}

/**
 * Lines and totals of an invoice with VAT on the discounted price: with a discount, each line's amount, its
 * share of the discount, its taxable amount and its VAT (without one, the six columns: the amount is the
 * taxable amount); then subtotal, discount (if any), taxable amount, VAT 5% and total.
 */
function discountedLines(doc: PDFKit.PDFDocument, d: TaxInvoiceData): void {
  if (d.discount > 0) {
    headerRow(doc, ['Description', 'Qty', 'Unit price', 'Amount', 'Discount', 'Taxable amount', 'VAT rate', 'VAT'], EIGHT);
    for (const l of d.lines) {
      const cells = [l.description, String(l.quantity), formatAed(l.unitPrice), formatAed(l.net), formatAed(l.discount)];
      row(doc, [...cells, formatAed(l.taxable), `${l.vatRate}%`, formatAed(l.vat)], false, EIGHT);
      lineArabic(doc, l.descriptionAr, EIGHT.width[0]);
    }
  } else sixColumnLines(doc, d);
  doc.moveDown();
  total(doc, 'Subtotal excluding VAT', formatAed(d.subtotal), false, 'Subtotal excluding VAT');
  if (d.discount > 0) total(doc, discountText(d), `-${formatAed(d.discount)}`, false, 'Discount');
  total(doc, 'Taxable amount', formatAed(d.subtotal - d.discount), false, 'Taxable amount');
  total(doc, 'VAT 5%', formatAed(d.vat), false, 'VAT');
  total(doc, 'Total (AED)', formatAed(d.total), true, 'Total (AED)');
}

/**
 * Lines and totals of an invoice sold under the spec's VAT base (5% of the pre-discount subtotal), as
 * such invoices were first issued: total excluding VAT, VAT, then the discount, and the total.
 */
function subtotalBaseLines(doc: PDFKit.PDFDocument, d: TaxInvoiceData): void {
  sixColumnLines(doc, d);
  doc.moveDown();
  total(doc, 'Total excluding VAT', formatAed(d.subtotal), false, 'Total excluding VAT');
  total(doc, 'VAT 5%', formatAed(d.vat), false, 'VAT');
  if (d.discount > 0) total(doc, discountText(d), `-${formatAed(d.discount)}`, false, 'Discount');
  total(doc, 'Total (AED)', formatAed(d.total), true, 'Total (AED)');
}

/** The lines without a discount column: description, quantity, unit price, rate, VAT and amount (each line's taxable amount, or its net under the spec's base). */
function sixColumnLines(doc: PDFKit.PDFDocument, d: TaxInvoiceData): void {
  headerRow(doc);
  for (const l of d.lines) {
    row(doc, [l.description, String(l.quantity), formatAed(l.unitPrice), `${l.vatRate}%`, formatAed(l.vat), formatAed(l.net)]);
    lineArabic(doc, l.descriptionAr, WIDTHS[0]);
  }
}

/** "Discount (FRESH10)", or "Discount". */
function discountText(d: TaxInvoiceData): string {
  return d.discountLabel ? `Discount (${d.discountLabel})` : 'Discount';
}

/** A line's Arabic description (if any) under its English, in the description column. */
function lineArabic(doc: PDFKit.PDFDocument, descriptionAr: string | undefined, width: number): void {
  if (!descriptionAr) return;
  arabicText(doc, descriptionAr, COLS[0], doc.y - 4, width, 8);
  doc.y += 12;
}

/** Renders a UAE VAT tax credit note for one refund as a PDF, bilingual like the invoice. */
export async function renderCreditNote(d: TaxCreditNoteData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax Credit Note ${d.number}`, Author: d.supplier.name } });
  setupFonts(doc);
  header(doc, 'Tax Credit Note', d.supplier);
  keyValues(doc, [
    ['Credit note number', d.number],
    ['Original invoice', d.invoiceNumber],
    ['Order number', d.orderNumber],
    ['Date of issue', formatDateDMY(d.issuedAt)],
    ['Reason', d.reason, d.reasonAr],
  ]);
  customerBlock(doc, d.customer);
  headerRow(doc);
  const lineY = doc.y;
  row(doc, [`Refund for order ${d.orderNumber}`, '1', formatAed(d.net), `${d.vatRate}%`, formatAed(d.vat), formatAed(d.net)]);
  arabic(doc, 'Refund for order', COLS[0], lineY + 10, WIDTHS[0], 8);
  doc.y += 10;
  doc.moveDown();
  total(doc, 'Credit excluding VAT', formatAed(d.net), false, 'Credit excluding VAT');
  total(doc, `VAT ${d.vatRate}%`, formatAed(d.vat), false, 'VAT');
  total(doc, 'Total credit (AED)', formatAed(d.total), true, 'Total credit (AED)');
  return toBuffer(doc);
}
