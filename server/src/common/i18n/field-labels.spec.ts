import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMetadataStorage, type ValidationArguments } from 'class-validator';
import { Language } from './language.js';
import { AR_FIELD_LABELS } from './messages.ar.js';
import { translateMessage } from './messages.js';
import { ALLERGENS } from '../allergens/allergen.js';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '../..');

/** What class-validator keeps per decorated property (the parts read here). */
interface Meta {
  type: string;
  name?: string;
  propertyName: string;
  message?: string | ((args: ValidationArguments) => string);
  constraints?: unknown[];
  constraintCls: new () => unknown;
  each?: boolean;
  target: { name: string };
}

/**
 * Latin words an Arabic message may keep: the brand, the currency code, date and time formats, and the
 * values the API takes as written (enumerations, booleans), which a client must send in Latin letters.
 */
const KEPT_LATIN = new Set([
  // The allergen enum's values (the closed list a message names).
  ...ALLERGENS.flatMap((a) => a.split('_')),
  'FreshFuel',
  'AED',
  'YYYY',
  'MM',
  'DD',
  'HH',
  'https',
  'pi',
  'true',
  'false',
  'card',
  'breakfast',
  'lunch',
  'dinner',
  'snack',
  'Pending',
  'OutForDelivery',
  'Delivered',
  'Cancelled',
  'Trial',
  'Monthly',
  'Custom',
  'Promotion',
  'None',
  'Active',
  'Paused',
  'Expired',
  'asc',
  'desc',
  'Paid',
  'PartiallyRefunded',
  'Refunded',
  'Approved',
  'Rejected',
  'contact',
  'corporate',
  // The data export's formats (the `format` query value).
  'json',
  'csv',
]);

/** Every input class: the DTO files of the modules and the shared paging and shape inputs. */
async function loadInputs(): Promise<Meta[]> {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) =>
      f.endsWith('.ts') &&
      !f.endsWith('.spec.ts') &&
      (f.includes('/dto/') || f.startsWith('common/paging/') || f.startsWith('common/validation/') || f.startsWith('common/i18n/')),
  );
  for (const f of files) await import(join(src, f));
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, Meta[]> };
  return [...storage.validationMetadatas.values()].flat();
}

/** The English message class-validator would send for `m` (its own, or the constraint's default with the tokens filled in). */
function messageOf(m: Meta): string | null {
  const args: ValidationArguments = {
    property: m.propertyName,
    constraints: m.constraints ?? [],
    value: undefined,
    targetName: m.target.name,
    object: {},
  };
  let msg: string | undefined;
  if (typeof m.message === 'function') msg = m.message(args);
  else if (typeof m.message === 'string') msg = m.message;
  else if (m.type === 'nestedValidation') msg = 'nested property $property must be either object or array';
  else if (m.type === 'customValidation') {
    const constraint = getMetadataStorage().getTargetValidatorConstraints(m.constraintCls)[0];
    msg = (constraint?.instance as { defaultMessage?: (a: ValidationArguments) => string } | undefined)?.defaultMessage?.(args);
  }
  if (!msg) return null;
  return msg
    .replace(/\$property/g, m.propertyName)
    .replace(/\$constraint(\d+)/g, (_, i: string) => String((m.constraints ?? [])[Number(i) - 1]));
}

describe('Arabic validation messages name every field in Arabic', () => {
  let metas: Meta[];

  beforeAll(async () => {
    metas = (await loadInputs()).filter((m) => m.type !== 'conditionalValidation' && m.type !== 'whitelistValidation');
  });

  it('finds the input classes', () => {
    expect(new Set(metas.map((m) => m.target.name)).size).toBeGreaterThan(40);
  });

  it('every property of an input has an Arabic label (for messages and field paths that name it)', () => {
    const missing = [...new Set(metas.map((m) => m.propertyName))].filter((p) => !AR_FIELD_LABELS[p]).sort();
    expect(missing).toEqual([]);
  });

  it('every validation message has Arabic, with no English left but the brand, formats and API values', () => {
    const untranslated: string[] = [];
    for (const m of metas) {
      const en = messageOf(m);
      if (!en) {
        untranslated.push(`${m.target.name}.${m.propertyName}: no message (${m.name ?? m.type})`);
        continue;
      }
      const ar = translateMessage(en, Language.ar);
      const leftover = (ar.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !KEPT_LATIN.has(w));
      if (ar === en || leftover.length) untranslated.push(`${m.target.name}.${m.propertyName}: ${en} -> ${ar}`);
    }
    expect([...new Set(untranslated)]).toEqual([]);
  });

  it('names a field path by its last part, and leaves a path it does not know as written', () => {
    expect(translateMessage('Invalid value for "startDate".', Language.ar)).toBe('القيمة غير صالحة للحقل "تاريخ البدء".');
    expect(translateMessage('Unknown field "address.phone".', Language.ar)).toBe('الحقل "رقم الهاتف" غير معروف.');
    expect(translateMessage('Unknown field "wibble".', Language.ar)).toBe('الحقل "wibble" غير معروف.');
    expect(translateMessage('page must be between 1 and 100000', Language.ar)).toBe('يجب أن تكون قيمة «الصفحة» بين 1 و100000');
    expect(translateMessage('Choose a duration: 7 Days, 1 Month, 3 Months.', Language.ar)).toBe('اختر المدة: 7 أيام، شهر واحد، 3 أشهر.');
  });
});
