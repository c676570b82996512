import { Transform } from 'class-transformer';

/** Trims strings before validation (other types pass unchanged so the type check can refuse them). */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases strings (e-mail addresses). */
export const TrimLower = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
