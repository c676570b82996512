/** Money arrives as integer fils (1/100 AED); it is formatted here only (style rule 9). */
const formatter = new Intl.NumberFormat('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 189900 -> "AED 1,899.00" */
export function formatAed(fils: number): string {
  return `AED ${formatter.format(fils / 100)}`;
}

/** 189900 -> "1,899.00" (no currency), for tight layouts. */
export function formatAmount(fils: number): string {
  return formatter.format(fils / 100);
}
