import { ValidateIf } from 'class-validator';

/** Validates only when the field is present: `undefined` skips it, `null` is refused by the type check (partial updates). */
export const IfPresent = () => ValidateIf((_o, v) => v !== undefined);
