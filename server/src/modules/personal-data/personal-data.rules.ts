/**
 * The data export's CSV form, as pure functions: every value of the export on its own row
 * `section,record,field,value`, where `record` numbers the entries of a list section from 1 (empty for
 * a single object such as the profile) and `field` is the value's dotted path inside the entry
 * (`packageInfo.startDate`, `planMeals.3.mealName`). Dates are ISO 8601 (UTC); lists of plain values
 * are one row per value.
 */

/** The CSV's header. */
export const PERSONAL_DATA_CSV_HEADER = ['section', 'record', 'field', 'value'] as const;

/** One CSV row: section, record, field, value. */
export type PersonalDataRow = [string, string, string, string];

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !(v instanceof Date) && !Array.isArray(v);
}

function scalar(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v) ?? '';
}

/** The leaves of `value` as `[path, text]`, depth first, in the object's key order. */
export function leavesOf(value: unknown, path = ''): [string, string][] {
  if (Array.isArray(value)) {
    if (!value.length) return path ? [[path, '']] : [];
    return value.flatMap((v, i) => leavesOf(v, path ? `${path}.${i + 1}` : String(i + 1)));
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (!keys.length) return path ? [[path, '']] : [];
    return keys.flatMap((k) => leavesOf(value[k], path ? `${path}.${k}` : k));
  }
  return [[path, scalar(value)]];
}

/** The rows of an export: each top-level key is a section; a list section's entries are records 1, 2, ... */
export function personalDataRows(data: Record<string, unknown>): PersonalDataRow[] {
  const rows: PersonalDataRow[] = [];
  for (const [section, value] of Object.entries(data)) {
    if (Array.isArray(value)) {
      value.forEach((entry, i) => {
        for (const [field, text] of leavesOf(entry)) rows.push([section, String(i + 1), field, text]);
      });
    } else if (isPlainObject(value)) {
      for (const [field, text] of leavesOf(value)) rows.push([section, '', field, text]);
    } else {
      rows.push([section, '', '', scalar(value)]);
    }
  }
  return rows;
}
