import { Transform } from 'class-transformer';

/** Trims strings before validation (other types pass unchanged so the type check can refuse them). */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases strings (e-mail addresses). */
export const TrimLower = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** Trims and lower-cases each label, dropping empty and repeated ones (non-arrays pass unchanged for the type check). */
export const CleanLabels = () =>
  Transform(({ value }) =>
    Array.isArray(value)
      ? [...new Set(value.map((t) => (typeof t === 'string' ? t.trim().toLowerCase() : t)).filter((t) => t !== ''))]
      : value,
  );
