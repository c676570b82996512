import { ValidateIf } from 'class-validator';

/** Validates only when the field is present: `undefined` skips it, `null` is refused by the type check (partial updates). */
export const IfPresent = () => ValidateIf((_o, v) => v !== undefined);

/** Validates an optional field only when it is given and not empty: `undefined`, `null` and `''` skip it. */
export const IfNotBlank = () => ValidateIf((_o, v) => v !== undefined && v !== null && v !== '');
