import { registerDecorator, type ValidationOptions } from 'class-validator';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { UAE_PHONE_PATTERN } from './api-shapes.js';

/** Default region for numbers typed without a country code: the UAE (+971). */
export const DEFAULT_PHONE_REGION = 'AE';

/** Normalizes a phone number to E.164 (`+971501234567`), or null when it is not a valid number. */
export function normalizePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

/** The documented way of writing a number (`UAE_PHONE_PATTERN`): libphonenumber alone ignores stray characters. */
const WRITTEN_AS_DOCUMENTED = new RegExp(UAE_PHONE_PATTERN);

/**
 * class-validator rule: a phone number written as the API documents it (`UAE_PHONE_PATTERN`: a UAE
 * number, or `+` and a country code) that libphonenumber finds valid (UAE assumed without a `+` prefix).
 */
export function IsPhone(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isPhone',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (v: unknown) => typeof v === 'string' && WRITTEN_AS_DOCUMENTED.test(v.trim()) && normalizePhone(v) !== null },
    });
}
