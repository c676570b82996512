/**
 * Closed lists of values the server accepts and the client offers as options, in the one file both workspaces
 * read (client/src/lib/limits.ts re-exports it): plain constants, no imports.
 */

/**
 * The ambassador form's country options, value and label: the UAE, where the kitchen delivers, and the other GCC
 * countries first, then the spec's four (section 3: United States, United Kingdom, Canada, Australia).
 */
export const AMBASSADOR_COUNTRIES = [
  { value: 'UAE', label: 'United Arab Emirates' },
  { value: 'Saudi Arabia', label: 'Saudi Arabia' },
  { value: 'Qatar', label: 'Qatar' },
  { value: 'Kuwait', label: 'Kuwait' },
  { value: 'Bahrain', label: 'Bahrain' },
  { value: 'Oman', label: 'Oman' },
  { value: 'USA', label: 'United States' },
  { value: 'UK', label: 'United Kingdom' },
  { value: 'Canada', label: 'Canada' },
  { value: 'Australia', label: 'Australia' },
] as const;

/** A country the ambassador form takes (its `value`). */
export type AmbassadorCountry = (typeof AMBASSADOR_COUNTRIES)[number]['value'];
