import { Types } from 'mongoose';
import { changedFields, REDACTED } from './audit.diff.js';

describe('changedFields', () => {
  it('keeps only the fields that changed, as JSON', () => {
    const id = new Types.ObjectId();
    const day = new Date('2026-01-02T00:00:00Z');
    const out = changedFields(
      { _id: id, name: 'Lean', price: 100, tags: ['a'], since: day, updatedAt: day },
      { _id: id, name: 'Lean', price: 120, tags: ['a', 'b'], since: day, updatedAt: new Date() },
    );
    expect(out).toEqual({ before: { price: 100, tags: ['a'] }, after: { price: 120, tags: ['a', 'b'] } });
  });

  it('shows added and removed fields as null on the other side', () => {
    expect(changedFields({ a: 1 }, { b: 2 })).toEqual({ before: { a: 1, b: null }, after: { a: null, b: 2 } });
  });

  it('records a creation (no before) and a deletion (no after) with every field', () => {
    expect(changedFields(null, { code: 'X', _id: 'i' })).toEqual({ before: null, after: { code: 'X' } });
    expect(changedFields({ code: 'X' }, null)).toEqual({ before: { code: 'X' }, after: null });
  });

  it('never copies secrets, only that they changed', () => {
    const out = changedFields(
      { passwordHash: 'old', tokenVersion: 1, fullName: 'A' },
      { passwordHash: 'new', tokenVersion: 2, fullName: 'A' },
    );
    expect(out).toEqual({
      before: { passwordHash: REDACTED, tokenVersion: REDACTED },
      after: { passwordHash: REDACTED, tokenVersion: REDACTED },
    });
  });
});
