/**
 * Password strength with zxcvbn-ts and its common-password and English dictionaries: the same rule
 * and message as the server (server/src/common/validation/password-strength.ts). The library and its
 * dictionaries (about 1 MB) load on first use, as their own chunk, so only password forms pay for them.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Lowest zxcvbn score accepted (0-4). */
export const MIN_PASSWORD_SCORE = 3;

/** The server's message for a weak password, verbatim. */
export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Add more words or characters, and avoid common words and patterns.';

/** Labels of the five scores, as the strength meter shows them. */
export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

let factory: Promise<ZxcvbnFactory> | undefined;

function load(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return factory;
}

/** The product's own words, refused as a password's basis: the server's PRODUCT_WORDS, verbatim. */
export const PRODUCT_WORDS: readonly string[] = [
  'freshfuel',
  'fresh fuel',
  'fresh',
  'fuel',
  'dubai',
  'abudhabi',
  'abu dhabi',
  'sharjah',
  'uae',
  'emirates',
  'meal',
  'meals',
  'mealplan',
  'food',
  'healthy',
  'diet',
  'nutrition',
  'kitchen',
  'protein',
  'keto',
];

/** The known words zxcvbn is given, as the server's knownWords: product words, inputs, an e-mail's local part, their parts. */
export function knownWords(userInputs: (string | undefined)[] = []): string[] {
  const words = new Set<string>(PRODUCT_WORDS);
  for (const input of userInputs) {
    if (!input) continue;
    const lower = input.toLowerCase();
    words.add(lower);
    words.add(lower.split('@')[0]);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** The zxcvbn score (0-4) of `password`; the product's words and `userInputs` (name, e-mail) count as known words. */
export async function passwordScore(password: string, userInputs: (string | undefined)[] = []): Promise<number> {
  const z = await load();
  return z.check(password.slice(0, 128), knownWords(userInputs)).score;
}

/**
 * A yup test body: true when the password is strong enough, or outside 8-128 characters (the length
 * rule names those), like the server's StrongPassword rule.
 */
export async function isStrongEnough(password: string | undefined, userInputs: (string | undefined)[] = []): Promise<boolean> {
  if (!password || password.length < 8 || password.length > 128) return true;
  return (await passwordScore(password, userInputs)) >= MIN_PASSWORD_SCORE;
}
