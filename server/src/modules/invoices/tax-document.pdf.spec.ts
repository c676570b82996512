import { creditNoteVat } from '../../common/format/money.js';
import { PDFParse } from 'pdf-parse';
import { documentNumber, linesWithVat } from './invoices.rules.js';
import { AR_LABELS, fontFor, renderCreditNote, renderTaxInvoice } from './tax-document.pdf.js';
import type { TaxInvoiceData } from './tax-document.types.js';

/** Text of a PDF, extracted by pdf-parse (pdf.js), as a reader's tool would see it. */
async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Text with the no-break spaces of the Arabic labels as spaces and the control characters pdf.js leaves in joined Arabic forms removed. */
function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u00a0/g, ' ').replace(/[\u0000-\u0008\u000e-\u001f]/g, '');
}

const supplier = { name: 'FreshFuel Kitchen LLC', address: 'Shop 4, Al Warqa 1, Dubai', trn: '100123456700003' };
const customer = { name: 'Aisha Khan', email: 'aisha@example.com', address: '1204, Marina Heights Tower, Dubai Marina, Dubai' };

describe('tax invoice PDF', () => {
  it('VAT on the discounted price: each line shows its discount, taxable amount and VAT; then subtotal, discount, taxable amount, VAT 5%, total', async () => {
    // FRESH10 on 1,990.80: taxable 1,791.72, VAT 89.59 (5%, 89.586 rounded), total 1,881.31.
    const lines = linesWithVat(
      [
        { description: 'Lunch, 28 days', quantity: 28, unitPrice: 3_333, amount: 93_324 },
        { description: 'Dinner, 28 days', quantity: 28, unitPrice: 3_777, amount: 105_756 },
      ],
      8_959,
      5,
      19_908,
    );
    expect(lines.map((l) => l.discount)).toEqual([9_332, 10_576]);
    expect(lines.map((l) => l.taxable)).toEqual([83_992, 95_180]);
    expect(lines.map((l) => l.vat)).toEqual([4_200, 4_759]); // 5% of 83,992 = 4,199.6; of 95,180 = 4,759
    const pdf = await renderTaxInvoice({
      supplier,
      customer,
      number: documentNumber('INV', 14),
      orderNumber: 'FF-261128-DISC01',
      issuedAt: new Date('2026-11-28T10:00:00Z'),
      suppliedAt: new Date('2026-11-28T10:00:00Z'),
      period: { from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-28T00:00:00Z') },
      lines,
      subtotal: 199_080,
      vat: 8_959,
      discount: 19_908,
      discountLabel: 'FRESH10',
      vatBase: 'discounted',
      total: 199_080 - 19_908 + 8_959,
    });
    const text = await textOf(pdf);
    for (const want of ['Taxable amount', 'Subtotal excluding VAT', 'Discount (FRESH10)', 'VAT 5%', 'Total (AED)'])
      expect(text).toContain(want);
    for (const fils of [9_332, 10_576, 83_992, 95_180, 4_200, 4_759]) expect(text).toContain(`AED ${(fils / 100).toFixed(2)}`);
    // The totals, in the order printed: subtotal, discount, taxable amount, VAT, total.
    const amounts = [...text.matchAll(/(-?)AED ([\d,]+\.\d{2})/g)].map((m) => `${m[1]}${m[2]}`);
    expect(amounts.slice(-5)).toEqual(['1,990.80', '-199.08', '1,791.72', '89.59', '1,881.31']);
    expect(text).not.toContain('Total excluding VAT');
  });

  it('an order sold under the spec base keeps its layout: every UAE VAT field, and its lines, VAT and totals add up', async () => {
    const lines = linesWithVat(
      [
        { description: 'Lunch, 28 days', quantity: 28, unitPrice: 3_333, amount: 93_324 },
        { description: 'Dinner, 28 days', quantity: 28, unitPrice: 3_777, amount: 105_756 },
      ],
      9_954,
      5,
    );
    const d: TaxInvoiceData = {
      supplier,
      customer,
      number: documentNumber('INV', 12),
      orderNumber: 'FF-261124-ABC123',
      issuedAt: new Date('2026-11-24T10:00:00Z'),
      suppliedAt: new Date('2026-11-24T09:59:00Z'),
      period: { from: new Date('2026-11-28T00:00:00Z'), to: new Date('2026-12-25T00:00:00Z') },
      lines,
      subtotal: 199_080,
      vat: 9_954,
      discount: 19_908,
      discountLabel: 'FRESH10',
      vatBase: 'subtotal',
      total: 199_080 + 9_954 - 19_908,
    };
    expect(lines.reduce((s, l) => s + l.vat, 0)).toBe(d.vat);
    expect(lines.reduce((s, l) => s + l.net, 0)).toBe(d.subtotal);
    const pdf = await renderTaxInvoice(d);
    const text = await textOf(pdf);
    for (const want of [
      'Tax Invoice',
      'FreshFuel Kitchen LLC',
      'Shop 4, Al Warqa 1, Dubai',
      'TRN: 100123456700003',
      'INV-000012',
      'FF-261124-ABC123',
      'Date of issue: 24-11-2026',
      'Date of supply: 24-11-2026',
      'Aisha Khan',
      '1204, Marina Heights Tower, Dubai Marina, Dubai',
      'Lunch, 28 days',
      'Dinner, 28 days',
      'AED 33.33',
      'AED 37.77',
      '5%',
      'AED 1,990.80',
      'VAT 5%',
      'AED 99.54',
      'Discount (FRESH10)',
      '-AED 199.08',
      'Total (AED)',
      'AED 1,891.26',
    ])
      expect(text).toContain(want);
    // Bilingual, as UAE tax invoices commonly are: the Arabic labels beside the English, in an
    // embedded Arabic font. (pdf.js reads some joined Arabic letter forms back out of order, so only
    // labels it extracts cleanly are compared as text; the rendering itself was checked by eye.)
    expect(pdf.toString('latin1')).toMatch(/NotoNaskhArabic/);
    for (const label of ['Order number', 'Qty', 'Unit price', 'Amount'] as const) expect(plain(text)).toContain(AR_LABELS[label]);
    // Line VAT amounts as printed add up to the VAT total printed.
    expect(text).toContain(`AED ${(lines[0]!.vat / 100).toFixed(2)}`);
    expect(text).toContain(`AED ${(lines[1]!.vat / 100).toFixed(2)}`);
  });

  it('credit note: net + VAT = refund, referencing the invoice', async () => {
    // Half of an invoice of 100,000 with 5,000 VAT (the spec's base): half its VAT.
    const vat = creditNoteVat(5_000, 100_000, 0, 50_000);
    const net = 50_000 - vat;
    expect(vat).toBe(2_500);
    expect(net).toBe(47_500);
    const text = await textOf(
      await renderCreditNote({
        supplier,
        customer,
        number: documentNumber('CN', 3),
        invoiceNumber: 'INV-000012',
        orderNumber: 'FF-261124-ABC123',
        issuedAt: new Date('2026-11-25T00:00:00Z'),
        reason: 'Late delivery',
        net,
        vatRate: 5,
        vat,
        total: 50_000,
      }),
    );
    for (const label of ['Order number', 'Qty', 'Amount'] as const) expect(plain(text)).toContain(AR_LABELS[label]);
    for (const want of [
      'Tax Credit Note',
      'CN-000003',
      'Original invoice: INV-000012',
      'TRN: 100123456700003',
      'Reason: Late delivery',
      'AED 475.00',
      'AED 25.00',
      'AED 500.00',
    ]) {
      expect(text).toContain(want);
    }
  });

  it("prints the buyer's TRN under the bill-to block when given (invoice and credit note), and none otherwise", async () => {
    const buyer = { ...customer, name: 'Acme Trading LLC', trn: '100987654300003' };
    const invoice = (c: typeof customer & { trn?: string }) =>
      renderTaxInvoice({
        supplier,
        customer: c,
        number: documentNumber('INV', 13),
        orderNumber: 'FF-261124-TRN001',
        issuedAt: new Date('2026-11-24T10:00:00Z'),
        suppliedAt: new Date('2026-11-24T10:00:00Z'),
        period: { from: new Date('2026-11-28T00:00:00Z'), to: new Date('2026-12-25T00:00:00Z') },
        lines: linesWithVat([{ description: 'Balanced, 1 Month', quantity: 1, unitPrice: 282_800, amount: 282_800 }], 14_140, 5),
        subtotal: 282_800,
        vat: 14_140,
        discount: 0,
        discountLabel: null,
        vatBase: 'discounted',
        total: 296_940,
      });
    const withTrn = await textOf(await invoice(buyer));
    expect(withTrn).toContain('TRN: 100987654300003');
    expect(withTrn).toContain('TRN: 100123456700003'); // the supplier's stays
    expect(withTrn).toContain('AED 2,828.00');
    expect(withTrn).toContain('AED 2,969.40');
    expect(await textOf(await invoice(customer))).not.toContain('100987654300003');
    const note = await textOf(
      await renderCreditNote({
        supplier,
        customer: buyer,
        number: documentNumber('CN', 4),
        invoiceNumber: 'INV-000013',
        orderNumber: 'FF-261124-TRN001',
        issuedAt: new Date('2026-11-25T00:00:00Z'),
        reason: 'Late delivery',
        net: 100_000,
        vatRate: 5,
        vat: 5_000,
        total: 105_000,
      }),
    );
    expect(note).toContain('TRN: 100987654300003');
    expect(note).toContain('AED 1,050.00');
  });
});

/** The plain text of a credit note of AED 1.05 against INV-000001, for `who` and its reason. */
async function smallNoteText(
  who: Pick<Parameters<typeof renderCreditNote>[0], 'customer' | 'number' | 'reason' | 'reasonAr'>,
): Promise<string> {
  return plain(
    await textOf(
      await renderCreditNote({
        supplier,
        invoiceNumber: 'INV-000001',
        orderNumber: 'FF-1',
        issuedAt: new Date(),
        net: 100,
        vatRate: 5,
        vat: 5,
        total: 105,
        ...who,
      }),
    ),
  );
}

describe('values typed in Arabic', () => {
  const arCustomer = { name: 'ليلى', email: 'layla@example.com', address: 'مرسى دبي' };

  it('sets a customer name, address or reason with Arabic letters in the Arabic font, and the line Arabic under the English', async () => {
    expect(fontFor('ليلى')).toBe('Arabic');
    expect(fontFor('Layla')).toBe('Helvetica');
    const lines = linesWithVat(
      [
        {
          description: 'Lunch meals, Balanced (1 a day x 28 days)',
          descriptionAr: 'وجبات الغداء، الخطة: المتوازنة',
          quantity: 28,
          unitPrice: 3_000,
          amount: 84_000,
        },
      ],
      4_200,
      5,
    );
    expect(lines[0]!.descriptionAr).toBe('وجبات الغداء، الخطة: المتوازنة');
    const invoice = plain(
      await textOf(
        await renderTaxInvoice({
          supplier,
          customer: arCustomer,
          number: documentNumber('INV', 1),
          orderNumber: 'FF-1',
          issuedAt: new Date(),
          suppliedAt: new Date(),
          period: { from: new Date(), to: new Date() },
          lines,
          subtotal: 84_000,
          vat: 4_200,
          discount: 0,
          discountLabel: null,
          vatBase: 'discounted',
          total: 88_200,
        }),
      ),
    );
    // Helvetica has no Arabic glyphs (nothing readable comes out); with the Arabic font the letters are there.
    // pdf.js reads some joined forms back as other letters (ليلى as لتلي), so places are compared, and دبي, which it reads whole.
    const rows = invoice.split('\n').filter((r) => r.trim());
    const billTo = rows.findIndex((r) => r.includes('Bill to'));
    expect(rows[billTo + 1]).toMatch(/^[\u0600-\u06FF\s]{3,}$/);
    expect(rows[billTo + 3]).toContain('دبي');
    const at = rows.findIndex((r) => r.includes('Lunch meals, Balanced'));
    expect(rows[at + 1]).toMatch(/[\u0600-\u06FF]{3,}/);
    const note = await smallNoteText({ customer: arCustomer, number: documentNumber('CN', 1), reason: 'تأخر' });
    expect(note).toMatch(/Reason:\s*([\u0600-\u06FF]\s*){3,}/);
  });

  it("prints the Arabic of the app's own refund reason under the English one on the credit note", async () => {
    const rows = (
      await smallNoteText({
        customer,
        number: documentNumber('CN', 2),
        reason: 'Plan cancelled by the customer',
        reasonAr: 'ألغى العميل الخطة',
      })
    )
      .split('\n')
      .filter((r) => r.trim());
    const at = rows.findIndex((r) => r.includes('Reason: Plan cancelled by the customer'));
    expect(at).toBeGreaterThan(-1);
    expect(rows[at + 1]).toMatch(/^[\u0600-\u06FF\s]{8,}$/);
  });
});
