import * as yup from 'yup';
import { EMAIL_MAX } from './limits';

/**
 * The yup field rules the public, account and content forms share (each form keeps its own messages, from its
 * locale namespace, so a field reads the same as the server's answer). Messages are functions (`tm(...)`), read
 * when shown.
 */
type Message = () => string;

export { EMAIL_MAX };

/** A required text: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number, required: Message, tooLong: Message) {
  return yup.string().trim().required(required).max(max, tooLong);
}

/** A required e-mail address: trimmed, at most 254 characters and e-mail shaped, both checks with `invalid`. */
export function requiredEmail(required: Message, invalid: Message) {
  return yup.string().trim().required(required).max(EMAIL_MAX, invalid).email(invalid);
}

/**
 * A required phone number: trimmed, not empty, and accepted by `looksValid` (each form passes the check its
 * server input applies: a loose shape, or libphonenumber's full parse).
 */
export function requiredPhone(required: Message, invalid: Message, looksValid: (value: string) => boolean) {
  return yup
    .string()
    .trim()
    .required(required)
    .test('phone', invalid, (value) => !value || looksValid(value));
}

/**
 * A typed phone number as the server's documented pattern takes it: each run of the separators people
 * type (spaces, brackets, dots, dashes: `(050) 123.45-67`) becomes one space, none at either end. The
 * server accepts digits with single spaces or dashes between them (`UAE_PHONE_PATTERN`), then
 * libphonenumber's check.
 */
export function phoneAsSent(typed: string): string {
  return typed.replace(/[\s().-]+/g, ' ').trim();
}
