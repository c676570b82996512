import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { isValid, parseISO } from 'date-fns';
import { IsDate, IsEmail, IsNotEmpty, IsString, MaxLength, isISO8601 } from 'class-validator';
import { IsPhone } from './phone.js';
import { Trim, TrimLower } from './transforms.js';

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/**
 * A required e-mail field: trimmed and lower-cased; 'Email is required' when missing or blank,
 * 'Invalid email address' when malformed or longer than 254 characters (spec section 5 wording).
 * Shared by sign-up, contact, corporate enquiry and ambassador application.
 */
export function RequiredEmail() {
  // applyDecorators applies in array order; stacked decorators apply bottom-up: keep that order.
  return applyDecorators(
    IsEmail({}, { message: 'Invalid email address' }),
    MaxLength(EMAIL_MAX, { message: 'Invalid email address' }),
    IsNotEmpty({ message: 'Email is required' }),
    IsString({ message: 'Email is required' }),
    TrimLower(),
  );
}

/**
 * A required phone field: trimmed; 'Phone number is required' when missing or blank, 'Invalid phone
 * number' unless it parses as a valid number (UAE assumed without a country code).
 */
export function RequiredPhone() {
  return applyDecorators(
    IsPhone({ message: 'Invalid phone number' }),
    IsNotEmpty({ message: 'Phone number is required' }),
    IsString({ message: 'Phone number is required' }),
    Trim(),
  );
}

/**
 * A required text field: trimmed; '`label` is required' when missing, not text or blank, and
 * '`label` must be at most `max` characters' when longer (the wording of every admin and public
 * form, e.g. 'Name is required', 'Name must be at most 120 characters').
 */
export function RequiredText(label: string, max: number) {
  return applyDecorators(
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} is required` }),
    Trim(),
  );
}

/**
 * A date field sent as an ISO 8601 string (GraphQL `DateTime` or a REST query/body value): converted to
 * a `Date`, then `message` unless it is a valid date. Only an ISO 8601 date or date-time string (or a
 * `Date` the GraphQL scalar already parsed) is a date: JavaScript's own parser would also read `0.5`,
 * `1` or `March 7` as dates, which the OpenAPI document (`format: date-time`) does not allow.
 * Presence is the field's own rule (`@IsOptional()`, `@IfPresent()` or none: required).
 */
export function DateValue(message: string) {
  // Stacked order: @Transform above @IsDate (applyDecorators applies in array order).
  return applyDecorators(
    IsDate({ message }),
    Transform(({ value }: { value: unknown }) => toDateValue(value)),
  );
}

/**
 * `value` as a `Date` when it is one or an ISO 8601 date(-time) string naming a real day (not 30 February);
 * an invalid `Date` otherwise (absent stays absent). Any year 0000-9999 is a date (OpenAPI's `date-time`):
 * validator's `strict` day check misreads years below 100 as 19xx, so the day is checked by date-fns.
 */
function toDateValue(value: unknown): unknown {
  if (value === undefined || value === null || value instanceof Date) return value;
  if (typeof value === 'string' && isISO8601(value, { strictSeparator: true }) && isValid(parseISO(value))) return new Date(value);
  return new Date(Number.NaN);
}
