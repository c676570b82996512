/**
 * OpenAPI shapes of the REST shim's common fields, written once so that the document and the
 * class-validator rules beside them accept the same values (schemathesis checks both directions:
 * every value the schema allows is accepted, every value it forbids is refused). Each pattern is
 * written with constructs that mean the same in JavaScript and in Python (the contract test
 * generates values from it): explicit ASCII classes, no `\s` or `\w`.
 */

/** A 24-hex-digit MongoDB id (`^[a-fA-F0-9]{24}$`), as a RegExp for `@Matches`. */
export const OBJECT_ID_RE = /^[a-fA-F0-9]{24}$/;
/** {@link OBJECT_ID_RE} for `@ApiProperty`. */
export const OBJECT_ID_SCHEMA = { type: String, pattern: OBJECT_ID_RE.source, example: '665f1c2ab4d3e9a1c2f00a11' } as const;

/**
 * A calendar day `YYYY-MM-DD` (the server also refuses a day that does not exist, such as
 * 2030-02-30: `@IsCalendarDate`), for `@ApiProperty`: an empty value is not a day.
 */
export const CALENDAR_DATE_SCHEMA = {
  type: String,
  format: 'date',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  example: '2030-01-31',
} as const;

/**
 * A required text field (trimmed, then non-empty): at least one character that is not white space.
 * U+FEFF is listed because JavaScript's `trim()` removes it while Python's `\S` keeps it.
 */
export const NON_BLANK_SCHEMA = {
  type: String,
  minLength: 1,
  // At least one character that is neither blank nor a control character, and no control character
  // anywhere (common/http/request-limits.ts refuses those with 400): one regular expression, no lookahead.
  pattern:
    '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*[^\\s\\uFEFF\\u0000-\\u001F\\u007F][^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$',
} as const;

/** An e-mail address as the server checks it (validator.js `isEmail`, at most 254 characters). */
export const EMAIL_SCHEMA = { type: String, format: 'email', maxLength: 254, example: 'you@example.com' } as const;

/**
 * Phone numbers as the forms document them, and as the server accepts them (`IsPhone` tests this very
 * expression before libphonenumber): either a UAE number, `+971`, `00971` or `0`, then a mobile
 * (`5[02-68]` + 7 digits) or landline (area code `[2-4679]`, then `[2-8]` + 6 digits) number, or any country's number
 * written with `+` and its country code (7-15 digits, E.164's length). Single spaces or dashes may
 * separate digits; nothing else (a trailing `*`, letters, brackets) is part of a number. Every UAE
 * number of this shape is valid for libphonenumber (region AE); an international one must also be
 * valid for it.
 */
export const UAE_PHONE_PATTERN =
  '^(?:(?:\\+971|00971|0)[ -]?(?:5[02-68](?:[ -]?[0-9]){7}|[2-4679][ -]?[2-8](?:[ -]?[0-9]){6})|\\+[1-9](?:[ -]?[0-9]){6,14})$';
export const UAE_PHONE_SCHEMA = {
  type: String,
  pattern: UAE_PHONE_PATTERN,
  example: '050 123 4567',
  description:
    'UAE phone number (mobile or landline; +971, 00971 or a leading 0), or a number of another country written with + and its country code; stored in E.164. Digits with single spaces or dashes between them, nothing else.',
} as const;

/**
 * An http(s) URL with a host name of dot-separated labels ending in an alphabetic top-level
 * domain, an optional port, and an optional path, query or fragment of printable ASCII; no user
 * name or password. The server validates with this very expression (`@Matches(HTTP_URL_RE)`).
 */
export const HTTP_URL_RE =
  /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::[0-9]{1,5})?(?:[/?#][!-~]*)?$/;
