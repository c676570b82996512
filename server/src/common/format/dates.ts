/** Dates are stored in UTC; tables show DD-MM-YYYY in UTC (spec sections 3 and 9). Empty string for none. */
export function formatDateDMY(date: Date | null | undefined): string {
  if (!date) return '';
  const d = new Date(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}
