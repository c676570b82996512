/**
 * The server's one money module: amounts are integer fils (1/100 AED) in storage and arithmetic
 * (style rule 9), AED with 2 decimals only at the edges (REST shim, PDFs, e-mails); VAT is 5% (spec
 * section 9), rounded half up to the fils.
 */
export type Fils = number;

/** VAT, percent of the taxable amount (spec section 9; UAE Federal Decree-Law 8/2017 art. 3). */
export const VAT_PERCENT = 5;

/** Rounds a non-negative amount to the nearest whole fils, halves up (0.5 -> 1). */
export function roundHalfUp(x: number): number {
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  return Math.floor(x + 0.5 + 1e-9);
}

/** `percent`% of `amount` fils, rounded half up to the fils. Exact for integer inputs. */
export function percentOf(amount: Fils, percent: number): Fils {
  if (Number.isInteger(amount) && Number.isInteger(percent)) return Math.floor((amount * percent + 50) / 100);
  return roundHalfUp((amount * percent) / 100);
}

/**
 * `amount` fils less `percent`% of it, the part taken off rounded half up to the fils first (a promotion's
 * discounted price: 282,850 at 15% -> 240,422). The client's promotion preview reads this very function
 * (client/src/lib/money-rules.ts), so the preview and the server agree to the fils.
 */
export function lessPercent(amount: Fils, percent: number): Fils {
  return amount - percentOf(amount, percent);
}

/** VAT on a subtotal: 5% rounded half up (spec section 9). */
export function vatOf(subtotal: Fils): Fils {
  return percentOf(subtotal, VAT_PERCENT);
}

/**
 * What VAT is charged on (the `VAT_BASE` setting): `discounted`, the default, the subtotal less the
 * discount (the consideration actually paid: UAE Federal Decree-Law 8/2017 art. 39, Executive Regulation
 * art. 28), or `subtotal`, the spec's formula (5% of the pre-discount subtotal, section 9).
 */
export type VatBase = 'subtotal' | 'discounted';

/** The default `VAT_BASE`: VAT on what is paid. */
export const DEFAULT_VAT_BASE: VatBase = 'discounted';

/** The amount VAT is charged on, fils: subtotal - discount (`discounted`) or the subtotal (`subtotal`). */
export function taxableAmount(subtotal: Fils, discount: Fils, vatBase: VatBase = DEFAULT_VAT_BASE): Fils {
  return vatBase === 'discounted' ? subtotal - discount : subtotal;
}

/**
 * The VAT charged on a price of `subtotal` fils less `discount` fils, as checkout charges it: 5% of
 * subtotal - discount (`vatBase` `discounted`, the default) or of the subtotal (`subtotal`), rounded half up.
 */
export function vatFor(subtotal: Fils, discount: Fils, vatBase: VatBase = DEFAULT_VAT_BASE): Fils {
  return vatOf(taxableAmount(subtotal, discount, vatBase));
}

/**
 * The base a stored price was charged on, read from its own figures (orders keep the VAT they were sold
 * with, and orders sold before the default changed carry no base): `subtotal` when a discount was given
 * and the VAT is 5% of the pre-discount subtotal but not of the discounted price; `discounted` otherwise
 * (without a discount, or a discount too small to change the VAT, both bases give the same figures).
 */
export function vatBaseOf(price: { subtotal: Fils; discount: Fils; vat: Fils }): VatBase {
  const { subtotal, discount, vat } = price;
  return discount > 0 && vat === vatOf(subtotal) && vat !== vatOf(subtotal - discount) ? 'subtotal' : 'discounted';
}

/**
 * What the customer pays, fils, for a price of `subtotal` fils less `discount` fils with the VAT of
 * {@link vatFor}: subtotal - discount + VAT (delivery is free). The VAT-inclusive price on plan cards,
 * so they show the same total checkout charges: 282800 -> 296940.
 */
export function priceInclVat(subtotal: Fils, discount: Fils = 0, vatBase: VatBase = DEFAULT_VAT_BASE): Fils {
  return subtotal - discount + vatFor(subtotal, discount, vatBase);
}

/**
 * The VAT a credit note returns: the invoice's VAT in the refunded proportion of the invoice's total,
 * counted on the running total of refunds so that refunds adding up to the whole invoice return exactly
 * its VAT (to the fils), whatever their number: round(vat x (before + amount) / total) - round(vat x
 * before / total), halves up.
 * @param invoiceVat the invoice's VAT, fils
 * @param invoiceTotal the invoice's total (what was paid), fils; 0 gives 0
 * @param refundedBefore succeeded refunds of the same invoice before this one, fils
 * @param amount this refund, fils
 */
export function creditNoteVat(invoiceVat: Fils, invoiceTotal: Fils, refundedBefore: Fils, amount: Fils): Fils {
  if (invoiceTotal <= 0) return 0;
  const share = (refunded: Fils) => Math.floor((invoiceVat * Math.min(refunded, invoiceTotal) * 2 + invoiceTotal) / (2 * invoiceTotal));
  return share(refundedBefore + amount) - share(refundedBefore);
}

/**
 * `total` fils shared out over `weights` in proportion (each share rounded half up, the rounding
 * difference put on the largest weight), so the shares add up to `total` exactly. All-zero weights get 0.
 */
export function shareOut(total: Fils, weights: Fils[]): Fils[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const shares = weights.map((w) => (sum > 0 ? Math.floor((2 * total * w + sum) / (2 * sum)) : 0));
  const diff = total - shares.reduce((s, x) => s + x, 0);
  if (diff !== 0 && sum > 0) {
    const largest = weights.reduce((m, w, i) => (w > weights[m] ? i : m), 0);
    shares[largest] += diff;
  }
  return shares;
}

/** 12345 fils -> 123.45 (AED, a number with at most 2 decimals) for the REST shim. */
export function filsToAed(fils: Fils): number {
  return Math.round(fils) / 100;
}

/** 123.45 AED -> 12345 fils, rounded to the fils. */
export function aedToFils(aed: number): Fils {
  return Math.round(aed * 100);
}

/** 12345 -> "123.45": the AED amount with exactly 2 decimals (CSV exports). */
export function aedAmount(fils: Fils): string {
  return (Math.round(fils) / 100).toFixed(2);
}

/**
 * 282800 -> "2,828.00": the AED amount with exactly 2 decimals and a comma between each group of three
 * digits (formatted text only: PDFs, e-mails, error messages; CSV cells use {@link aedAmount}). A
 * negative amount keeps its sign: -123456 -> "-1,234.56".
 */
export function groupedAedAmount(fils: Fils): string {
  const rounded = Math.round(fils);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** 282800 -> "AED 2,828.00" (PDFs, e-mails, error messages): Latin digits and grouping in both languages. */
export function formatAed(fils: Fils): string {
  return `AED ${groupedAedAmount(fils)}`;
}
