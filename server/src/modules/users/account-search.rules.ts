import { trusted } from 'mongoose';
import { escapeRegExp, prefixRange } from '../../common/format/regexp.js';

/**
 * The staff grids' search over accounts (spec section 4 admin lists: customers, staff, and orders by their
 * customer), served by indexes instead of a scan of every account:
 * - **name**: every word of the search begins a word of the full name (`ahmed ali` finds "Ahmed Al Ali"),
 *   case-insensitive, in any script (Arabic names included), through `nameKeys` (the name's words, lower-case);
 * - **e-mail**: the search begins the e-mail address (`zara.needle@`, `ahmed`), case-insensitive;
 * - **phone**: the digits typed appear at the end of the number or begin it in any usual form (`1110002`,
 *   `050 111 0002`, `+971 50 111 0002`, `971501110002`), through `phoneKeys` (the number's endings).
 * Regex metacharacters in the search are literal.
 */

/** The shortest number ending kept in `phoneKeys` (fewer digits would match too many accounts to be useful). */
export const PHONE_KEY_MIN_DIGITS = 4;

const WORD = /[\p{L}\p{N}]+/gu;

/** The lower-case words of a full name, each once (`nameKeys`). */
export function nameKeysOf(fullName: string | null | undefined): string[] {
  return [...new Set((fullName ?? '').normalize('NFKC').toLowerCase().match(WORD) ?? [])];
}

/** Every ending of the number's digits with at least {@link PHONE_KEY_MIN_DIGITS} digits (`phoneKeys`). */
export function phoneKeysOf(phoneNo: string | null | undefined): string[] {
  const digits = (phoneNo ?? '').replace(/\D/g, '');
  const keys: string[] = [];
  for (let start = 0; digits.length - start >= PHONE_KEY_MIN_DIGITS; start++) keys.push(digits.slice(start));
  return keys;
}

/** The search of one staff grid request, ready for {@link accountSearchFilter}. */
export interface AccountSearch {
  /** The search's words, lower-case (each must begin a word of the name). */
  words: string[];
  /** The search as typed, lower-case (must begin the e-mail). */
  text: string;
  /** The digits to look for at the start of a `phoneKeys` entry, in the forms the number may be stored in. */
  phoneDigits: string[];
}

/**
 * The {@link AccountSearch} of a grid's `search` text, or null for none (empty or blank).
 * A UAE number typed in its national form (`050...`) is also looked up in international form (`97150...`).
 */
export function accountSearch(search: string | null | undefined): AccountSearch | null {
  const text = search?.trim().normalize('NFKC').toLowerCase();
  if (!text) return null;
  const phoneDigits: string[] = [];
  if (/^[+\d\s().-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '').replace(/^00/, '');
    if (digits.length >= PHONE_KEY_MIN_DIGITS) {
      phoneDigits.push(digits);
      if (digits.startsWith('0')) phoneDigits.push(`971${digits.slice(1)}`);
    }
  }
  return { words: nameKeysOf(text), text, phoneDigits };
}

/**
 * The Mongo filter of a search: `$or` of the name, e-mail and phone branches, each a prefix range of an index
 * (`nameKeys`, `email`, `phoneKeys`). The e-mail, one value per document, is a `{ $gte, $lt }` range; the name's
 * and phone's keys are arrays, matched by an anchored regex (a range on an array could match two different keys).
 * `path` prefixes the three fields, for documents that keep a copy of their customer's keys under a sub-document
 * (orders: `customerSearch.`, see {@link CustomerSearchKeys}).
 */
export function accountSearchFilter(s: AccountSearch, path = ''): { $or: Record<string, unknown>[] } {
  // `trusted`: the connection sanitizes filters (sanitizeFilter); these operators are ours, not the caller's.
  const branches: Record<string, unknown>[] = [{ [`${path}email`]: trusted(prefixRange(s.text)) }];
  if (s.words.length) branches.push({ [`${path}nameKeys`]: trusted({ $all: s.words.map((w) => new RegExp(`^${escapeRegExp(w)}`)) }) });
  for (const digits of s.phoneDigits) branches.push({ [`${path}phoneKeys`]: new RegExp(`^${digits}`) });
  return { $or: branches };
}

/**
 * The search keys of one customer as another collection keeps them (orders' `customerSearch`), so a search by
 * customer is one index range there instead of a look-up of matching accounts first: the name's words, the
 * e-mail (lower-case) and the phone's endings, as on the account itself.
 */
export interface CustomerSearchKeys {
  nameKeys: string[];
  email: string;
  phoneKeys: string[];
}

/** The {@link CustomerSearchKeys} of an account's name, e-mail and phone. */
export function customerSearchKeysOf(contact: { fullName?: string | null; email: string; phoneNo?: string | null }): CustomerSearchKeys {
  return { nameKeys: nameKeysOf(contact.fullName), email: contact.email.toLowerCase(), phoneKeys: phoneKeysOf(contact.phoneNo) };
}
