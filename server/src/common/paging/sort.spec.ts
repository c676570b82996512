import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { isDuplicateKeyError, isTransientWriteConflict } from '../database/object-id.js';
import { SORT_BY_MESSAGE, SortDirection, SortableArgs, sortSpec } from './sort.js';

describe('sortSpec', () => {
  const paths = { name: 'name', total: 'price.total', id: '_id' } as const;

  it('maps the whitelisted column to its stored path, asc by default, with _id last for stable pages', () => {
    expect(sortSpec('total', undefined, paths, { createdAt: -1 })).toEqual({ 'price.total': 1, _id: 1 });
    expect(sortSpec('name', SortDirection.desc, paths, { createdAt: -1 })).toEqual({ name: -1, _id: -1 });
    expect(Object.keys(sortSpec('total', SortDirection.asc, paths, {}))).toEqual(['price.total', '_id']);
    expect(sortSpec('id', SortDirection.desc, paths, {})).toEqual({ _id: -1 });
  });

  it('sorts a unique column on its own (its unique index serves the sort)', () => {
    expect(sortSpec('name', SortDirection.desc, paths, {}, ['name'])).toEqual({ name: -1 });
    expect(sortSpec('total', SortDirection.desc, paths, {}, ['name'])).toEqual({ 'price.total': -1, _id: -1 });
  });

  it('falls back to the natural order, adding _id when it has none', () => {
    expect(sortSpec(undefined, SortDirection.desc, paths, { createdAt: -1 })).toEqual({ createdAt: -1, _id: -1 });
    expect(sortSpec(null, null, paths, { sortOrder: 1, name: 1, _id: 1 })).toEqual({ sortOrder: 1, name: 1, _id: 1 });
  });
});

describe('SortableArgs', () => {
  enum FruitSortField {
    name = 'name',
    price = 'price',
  }
  class FruitListArgs extends SortableArgs(FruitSortField, 'newest first') {}

  const messages = async (plain: Record<string, unknown>) =>
    (await validate(plainToInstance(FruitListArgs, plain))).flatMap((e) => Object.values(e.constraints ?? {}));

  it('accepts a listed column with the inherited paging and direction, and no sortBy at all', async () => {
    expect(await messages({ sortBy: 'price', sortDir: 'desc', page: 2 })).toEqual([]);
    expect(await messages({})).toEqual([]);
    const args: FruitListArgs = plainToInstance(FruitListArgs, { sortBy: 'name' });
    const sortBy: FruitSortField | undefined = args.sortBy;
    expect(sortBy).toBe(FruitSortField.name);
  });

  it('refuses any other column with the one message, and still checks sortDir', async () => {
    expect(await messages({ sortBy: 'passwordHash' })).toEqual([SORT_BY_MESSAGE]);
    expect(SORT_BY_MESSAGE).toBe('sortBy is not a sortable column');
    expect(await messages({ sortBy: 'name', sortDir: 'sideways' })).toEqual(['sortDir must be asc or desc']);
  });
});

describe('isDuplicateKeyError', () => {
  it("knows MongoDB's E11000 and DocumentDB's findAndModify exclusion-constraint failure", () => {
    expect(isDuplicateKeyError({ code: 11000 })).toBe(true);
    expect(
      isDuplicateKeyError({
        code: 1,
        codeName: 'InternalError',
        message: 'conflicting key value violates exclusion constraint "documents_rum_index_3"',
      }),
    ).toBe(true);
    expect(isDuplicateKeyError({ code: 1, message: 'duplicate key value violates unique constraint "collection_pk_12"' })).toBe(true);
    expect(isDuplicateKeyError({ code: 1, message: 'something else' })).toBe(false);
    expect(isDuplicateKeyError(new Error('violates exclusion constraint'))).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
  });
});

describe('isTransientWriteConflict', () => {
  it("knows MongoDB's WriteConflict and DocumentDB's PostgreSQL deadlock, and nothing else", () => {
    expect(isTransientWriteConflict({ code: 112, codeName: 'WriteConflict' })).toBe(true);
    expect(isTransientWriteConflict({ code: 1, message: 'deadlock detected' })).toBe(true);
    expect(isTransientWriteConflict({ code: 11000, message: 'E11000 duplicate key error' })).toBe(false);
    expect(isTransientWriteConflict(null)).toBe(false);
  });
});
