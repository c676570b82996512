import { registerDecorator, type ValidationOptions } from 'class-validator';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Default region for numbers typed without a country code: the UAE (+971). */
export const DEFAULT_PHONE_REGION = 'AE';

/** Normalizes a phone number to E.164 (`+971501234567`), or null when it is not a valid number. */
export function normalizePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

/** class-validator rule: a valid phone number in any country (UAE assumed without a `+` prefix). */
export function IsPhone(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isPhone',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (v: unknown) => typeof v === 'string' && normalizePhone(v) !== null },
    });
}
