import type { Fils } from '../../common/format/money.js';
import type { InvoiceLine } from './tax-document.types.js';

/* The invoices module's public pure rules (no I/O): document numbers and the VAT of each invoice line. */

/** `INV-000012` / `CN-000003`. */
export function documentNumber(prefix: 'INV' | 'CN', n: number): string {
  return `${prefix}-${String(n).padStart(6, '0')}`;
}

/**
 * Invoice lines with VAT: the order's VAT shared out over the lines in proportion to their net amounts
 * (each share rounded half up, the rounding difference put on the largest line), so the lines add up
 * exactly to the order's VAT. Under the spec's VAT base each share is the line's own 5%; with VAT on the
 * discounted price each line carries its part of the lower VAT. `rate` is the rate printed per line.
 */
export function linesWithVat(
  lines: { description: string; descriptionAr?: string; quantity: number; unitPrice: Fils; amount: Fils }[],
  vatTotal: Fils,
  rate: number,
): InvoiceLine[] {
  const net = lines.reduce((s, l) => s + l.amount, 0);
  const out = lines.map((l) => ({
    description: l.description,
    ...(l.descriptionAr ? { descriptionAr: l.descriptionAr } : {}),
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    net: l.amount,
    vatRate: rate,
    vat: net > 0 ? Math.floor((2 * vatTotal * l.amount + net) / (2 * net)) : 0,
  }));
  const diff = vatTotal - out.reduce((s, l) => s + l.vat, 0);
  if (diff !== 0 && out.length) {
    const largest = out.reduce((m, l) => (l.net > m.net ? l : m), out[0]);
    largest.vat += diff;
  }
  return out;
}
