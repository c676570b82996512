import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/** Lowest zxcvbn score accepted (0-4; 3 = "safely unguessable": ~10^8 guesses or more). */
export const MIN_PASSWORD_SCORE = 3;

/** The one message for a weak password; the client's yup rule (features/auth/validation) says the same. */
export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Add more words or characters, and avoid common words and patterns.';

let checker: ZxcvbnFactory | undefined;

/**
 * zxcvbn-ts with its common-password and English dictionaries (ASVS 2.1.7: check against breached and
 * common passwords). Built at the first check (its ranked dictionaries take tens of MB of heap that an
 * instance serving no sign-up or password change never needs), then kept; a check takes about a millisecond.
 */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return checker;
}

/**
 * The product's own words, which an attacker aiming at FreshFuel accounts tries first (brand, city, what
 * it sells); lower case. The client's strength meter (client/src/lib/password-strength.ts) uses the same list.
 */
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

/**
 * The known words zxcvbn is given: {@link PRODUCT_WORDS}, each of `userInputs` (name, e-mail) as typed
 * lower-cased, an e-mail's local part, and their parts of 3 or more letters or digits (`Sara Al Ali`,
 * `sara.ali@example.ae` give `sara.ali`, `sara`, `ali`, `example`...).
 */
export function knownWords(userInputs: readonly string[] = []): string[] {
  const words = new Set<string>(PRODUCT_WORDS);
  for (const input of userInputs) {
    if (!input) continue;
    words.add(input.toLowerCase());
    words.add(input.toLowerCase().split('@')[0]);
    for (const part of input.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** The password's zxcvbn score (0-4); the product's words and `userInputs` (name, e-mail) count as known words ({@link knownWords}). */
export function passwordScore(password: string, userInputs: string[] = []): number {
  return zxcvbn().check(password.slice(0, 128), knownWords(userInputs)).score;
}

/** Whether the password scores at least {@link MIN_PASSWORD_SCORE}. */
export function isStrongPassword(password: string, userInputs: string[] = []): boolean {
  return passwordScore(password, userInputs) >= MIN_PASSWORD_SCORE;
}

/**
 * class-validator rule: the value scores at least {@link MIN_PASSWORD_SCORE} with zxcvbn-ts; the
 * object's `email` and `fullName` (when present) count as known words. Message {@link WEAK_PASSWORD_MESSAGE}.
 * Values outside 8-128 characters pass here: the length rule beside it names those.
 */
export function StrongPassword(options: ValidationOptions = {}): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'strongPassword',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: WEAK_PASSWORD_MESSAGE, ...options },
      validator: {
        validate(value: unknown, args) {
          if (typeof value !== 'string') return false;
          // Too short or too long is the length rule's message, not this one.
          if (value.length < 8 || value.length > 128) return true;
          const o = args?.object as { email?: unknown; fullName?: unknown };
          const inputs = [o.email, o.fullName].filter((v): v is string => typeof v === 'string');
          return isStrongPassword(value, inputs);
        },
      },
    });
  };
}
