import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DateValue, RequiredPhone } from './fields.js';
import { UAE_PHONE_PATTERN } from './api-shapes.js';

class Form {
  @RequiredPhone()
  phone!: string;

  @DateValue('to must be a date')
  to!: Date;
}

/** The messages of the fields that fail, as the ValidationPipe would build the object. */
function errorsOf(plain: Record<string, unknown>): Record<string, string[]> {
  const form = plainToInstance(Form, { phone: '050 123 4567', to: '2026-11-27T10:00:00Z', ...plain });
  return Object.fromEntries(validateSync(form).map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

describe('RequiredPhone: the documented pattern is the rule', () => {
  const documented = new RegExp(UAE_PHONE_PATTERN);

  it('accepts UAE mobiles and landlines as written by people, and other countries with + and their code', () => {
    for (const phone of [
      '050 123 4567',
      '0501234567',
      '+971501234567',
      '+971 50 123 4567',
      '00971-55-6097835',
      '04 345 6789',
      '+97143456789',
      '+44 20 7946 0958',
    ]) {
      expect({ phone, documented: documented.test(phone), errors: errorsOf({ phone }) }).toEqual({ phone, documented: true, errors: {} });
    }
  });

  it('refuses a number with anything but digits, single spaces and dashes, though libphonenumber would read its digits', () => {
    for (const phone of ['0-55-6097 8 35*', '(050) 123 4567', '050.123.4567', '050 123 4567 ext 2', '050  123 4567', 'tel:0501234567']) {
      expect({ phone, documented: documented.test(phone), errors: errorsOf({ phone }) }).toEqual({
        phone,
        documented: false,
        errors: { phone: ['Invalid phone number'] },
      });
    }
  });

  it('refuses a number of the documented shape that is not a real number', () => {
    expect(errorsOf({ phone: '+1 000 000 0000' })).toEqual({ phone: ['Invalid phone number'] });
  });
});

describe('DateValue', () => {
  it('takes any ISO 8601 date-time of a real day, years below 100 included', () => {
    for (const to of ['0007-05-19T02:32:14Z', '2026-11-27', '2026-11-27T10:00:00+04:00', '2024-02-29T00:00:00.123Z']) {
      expect({ to, errors: errorsOf({ to }) }).toEqual({ to, errors: {} });
    }
    expect(plainToInstance(Form, { to: '0007-05-19T02:32:14Z' }).to.toISOString()).toBe('0007-05-19T02:32:14.000Z');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    for (const to of ['2026-02-30T00:00:00Z', '2026-02-29', '2026-11-27 10:00:00Z', '2026-11-27T25:00:00Z', 'tomorrow', '']) {
      expect({ to, errors: errorsOf({ to }) }).toEqual({ to, errors: { to: ['to must be a date'] } });
    }
  });
});
