import { shareOut, type Fils } from '../../common/format/money.js';
import type { InvoiceLine } from './tax-document.types.js';

/* The invoices module's public pure rules (no I/O): document numbers and the VAT of each invoice line. */

/** `INV-000012` / `CN-000003`. */
export function documentNumber(prefix: 'INV' | 'CN', n: number): string {
  return `${prefix}-${String(n).padStart(6, '0')}`;
}

/**
 * Invoice lines with their discount, taxable amount and VAT, fils:
 * - `discount` (the order's discount, when its VAT was charged on the discounted price) is shared out over
 *   the lines in proportion to their net amounts, and each line's taxable amount is its net less its share;
 * - the order's VAT is shared out over the lines in proportion to their taxable amounts,
 * each share rounded half up with the rounding difference on the largest line ({@link shareOut}), so the
 * lines' discounts, taxable amounts and VAT add up exactly to the order's, and each line's VAT is its
 * taxable amount's 5% within that rounding. With no discount passed (none given, or an order sold under
 * the spec's base, where the discount comes after VAT) every line's taxable amount is its net.
 * `rate` is the rate printed per line.
 */
export function linesWithVat(
  lines: { description: string; descriptionAr?: string; quantity: number; unitPrice: Fils; amount: Fils }[],
  vatTotal: Fils,
  rate: number,
  discount: Fils = 0,
): InvoiceLine[] {
  const discounts = shareOut(
    discount,
    lines.map((l) => l.amount),
  );
  const taxable = lines.map((l, i) => l.amount - discounts[i]);
  const vats = shareOut(vatTotal, taxable);
  return lines.map((l, i) => ({
    description: l.description,
    ...(l.descriptionAr ? { descriptionAr: l.descriptionAr } : {}),
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    net: l.amount,
    discount: discounts[i],
    taxable: taxable[i],
    vatRate: rate,
    vat: vats[i],
  }));
}
