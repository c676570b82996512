/** Money is integer fils (1/100 AED) in storage and arithmetic (style rule 9). */
export type Fils = number;

/** 12345 fils -> 123.45 (AED, a number with at most 2 decimals) for the REST shim. */
export function filsToAed(fils: Fils): number {
  return Math.round(fils) / 100;
}

/** 123.45 AED -> 12345 fils, rounded to the fils. */
export function aedToFils(aed: number): Fils {
  return Math.round(aed * 100);
}

/** 12345 -> "AED 123.45". */
export function formatAed(fils: Fils): string {
  return `AED ${(Math.round(fils) / 100).toFixed(2)}`;
}
