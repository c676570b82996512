import { registerDecorator, type ValidationOptions } from 'class-validator';
import { parseCalendarDate } from '../format/dates.js';

/** class-validator rule: a real calendar date written `YYYY-MM-DD` (read as UTC midnight). */
export function IsCalendarDate(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: (v: unknown) => parseCalendarDate(v) !== null },
    });
}
