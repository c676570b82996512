import { formatDubaiIso } from './dates.js';

/** A signed number or an international phone number (`+971 50 123 4567`, `-12.5`): nothing a spreadsheet can run. */
const PLAIN_NUMBER = /^[+-]?\d[\d .]*$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF (quotes doubled), and
 * prefixed with `'` when it starts like a spreadsheet formula (`=`, `+`, `-`, `@`, tab, CR) so
 * opening the export cannot run one. A plain signed number or phone number (`+971501234567`) is no
 * formula and is written as it is. An instant (a `Date`) is written as Dubai's local time with its offset,
 * `2026-03-01T14:00:00+04:00`; a calendar-day column passes its `YYYY-MM-DD` text instead (`formatDayLabel`).
 */
export function csvField(value: string | number | Date | null | undefined): string {
  let text = value == null ? '' : value instanceof Date ? formatDubaiIso(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row and one row per record, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | Date | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
