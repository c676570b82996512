import { PDFParse } from 'pdf-parse';
import { documentNumber, linesWithVat, renderCreditNote, renderTaxInvoice, splitGross, type TaxInvoiceData } from './tax-document.pdf.js';

/** Text of a PDF, extracted by pdf-parse (pdf.js), as a reader's tool would see it. */
async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const supplier = { name: 'FreshFuel Kitchen LLC', address: 'Warehouse 12, Al Quoz, Dubai', trn: '100123456700003' };
const customer = { name: 'Aisha Khan', email: 'aisha@example.com', address: '1204, Marina Heights Tower, Dubai Marina, Dubai' };

describe('tax invoice PDF', () => {
  it('shows every UAE VAT field, and its lines, VAT and totals add up', async () => {
    const lines = linesWithVat([
      { description: 'Lunch, 28 days', quantity: 28, unitPrice: 3_333, amount: 93_324 },
      { description: 'Dinner, 28 days', quantity: 28, unitPrice: 3_777, amount: 105_756 },
    ], 9_954, 5);
    const d: TaxInvoiceData = {
      supplier, customer, number: documentNumber('INV', 12), orderNumber: 'FF-261124-ABC123',
      issuedAt: new Date('2026-11-24T10:00:00Z'), suppliedAt: new Date('2026-11-24T09:59:00Z'),
      period: { from: new Date('2026-11-28T00:00:00Z'), to: new Date('2026-12-25T00:00:00Z') },
      lines, subtotal: 199_080, vat: 9_954, discount: 19_908, discountLabel: 'FRESH10', total: 199_080 + 9_954 - 19_908,
    };
    expect(lines.reduce((s, l) => s + l.vat, 0)).toBe(d.vat);
    expect(lines.reduce((s, l) => s + l.net, 0)).toBe(d.subtotal);
    const text = await textOf(await renderTaxInvoice(d));
    for (const want of [
      'Tax Invoice', 'FreshFuel Kitchen LLC', 'Warehouse 12, Al Quoz, Dubai', 'TRN: 100123456700003', 'INV-000012', 'FF-261124-ABC123',
      'Date of issue: 24-11-2026', 'Date of supply: 24-11-2026', 'Aisha Khan', '1204, Marina Heights Tower, Dubai Marina, Dubai',
      'Lunch, 28 days', 'Dinner, 28 days', 'AED 33.33', 'AED 37.77', '5%',
      'AED 1990.80', 'VAT 5%', 'AED 99.54', 'Discount (FRESH10)', '-AED 199.08', 'Total (AED)', 'AED 1891.26',
    ]) expect(text).toContain(want);
    // Line VAT amounts as printed add up to the VAT total printed.
    expect(text).toContain(`AED ${(lines[0]!.vat / 100).toFixed(2)}`);
    expect(text).toContain(`AED ${(lines[1]!.vat / 100).toFixed(2)}`);
  });

  it('credit note: net + VAT = refund, referencing the invoice', async () => {
    const { net, vat } = splitGross(50_000, 5);
    expect(net + vat).toBe(50_000);
    expect(net).toBe(47_619);
    const text = await textOf(await renderCreditNote({
      supplier, customer, number: documentNumber('CN', 3), invoiceNumber: 'INV-000012', orderNumber: 'FF-261124-ABC123',
      issuedAt: new Date('2026-11-25T00:00:00Z'), reason: 'Late delivery', net, vatRate: 5, vat, total: 50_000,
    }));
    for (const want of ['Tax Credit Note', 'CN-000003', 'Original invoice: INV-000012', 'TRN: 100123456700003', 'Reason: Late delivery', 'AED 476.19', 'AED 23.81', 'AED 500.00']) {
      expect(text).toContain(want);
    }
  });
});
