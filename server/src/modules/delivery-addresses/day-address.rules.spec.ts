import { Types } from 'mongoose';
import type { AddressBookEntry } from '../users/users.types.js';
import { dayAddress } from './day-address.rules.js';

const entry = (label: string): AddressBookEntry => ({
  _id: new Types.ObjectId(),
  label,
  version: 0,
  area: 'Dubai Marina',
  building: `${label} Tower`,
  city: 'Dubai',
});

describe('dayAddress', () => {
  const home = entry('Home');
  const office = entry('Office');
  const gym = entry('Gym');
  const book = { entries: [home, office, gym], defaultId: home._id };
  const sunday = new Date('2026-12-06T00:00:00Z');
  const monday = new Date('2026-12-07T00:00:00Z');
  const rules = new Map([[0, office._id]]);

  it('takes the default on a day without a rule or a move', () => {
    expect(dayAddress(monday, book, rules, undefined)).toEqual({ entry: home, source: 'Default' });
  });

  it("takes the weekday's rule (Sunday to the office)", () => {
    expect(dayAddress(sunday, book, rules, undefined)).toEqual({ entry: office, source: 'Weekday' });
  });

  it('takes the address a day was moved to over the rule', () => {
    expect(dayAddress(sunday, book, rules, gym._id)).toEqual({ entry: gym, source: 'Day' });
  });

  it('passes over a move or a rule naming an address no longer in the book', () => {
    const gone = new Types.ObjectId();
    expect(dayAddress(sunday, book, new Map([[0, gone]]), gone)).toEqual({ entry: home, source: 'Default' });
  });

  it('has no address while the book is empty', () => {
    expect(dayAddress(monday, { entries: [], defaultId: null }, new Map(), undefined)).toEqual({ entry: null, source: 'Default' });
  });
});
