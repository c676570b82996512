/**
 * The server's one money module: amounts are integer fils (1/100 AED) in storage and arithmetic
 * (style rule 9), AED with 2 decimals only at the edges (REST shim, PDFs, e-mails); VAT is 5% (spec
 * section 9), rounded half up to the fils.
 */
export type Fils = number;

/** VAT, percent of the subtotal (spec section 9). */
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

/** VAT on a subtotal: 5% rounded half up (spec section 9). */
export function vatOf(subtotal: Fils): Fils {
  return percentOf(subtotal, VAT_PERCENT);
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

/** 12345 -> "AED 123.45" (PDFs, e-mails). */
export function formatAed(fils: Fils): string {
  return `AED ${aedAmount(fils)}`;
}
