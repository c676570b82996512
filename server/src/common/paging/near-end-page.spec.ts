import { readNearerEnd, reverseSort } from './near-end-page.js';
import type { SortSpec } from './sort.js';

/** 2,345 rows `{ n }`; `find` sorts and skips them like a database would and records the skips asked for. */
function list(size: number) {
  const rows = Array.from({ length: size }, (_, i) => ({ n: i }));
  const skips: number[] = [];
  const find = (sort: SortSpec, skip: number, limit: number) => {
    skips.push(skip);
    const sorted = [...rows].sort((a, b) => (a.n - b.n) * (sort.n ?? 1));
    return Promise.resolve(sorted.slice(skip, skip + limit));
  };
  return { rows, skips, find, count: () => Promise.resolve(size) };
}

describe('readNearerEnd', () => {
  it('flips every direction of a sort', () => {
    expect(reverseSort({ createdAt: -1, _id: -1 })).toEqual({ createdAt: 1, _id: 1 });
  });

  it.each([1, 2, 40, 100, 117, 118, 200, 234, 235])('gives page %i of a descending list the same rows as a plain skip', async (page) => {
    const l = list(2345);
    const { rows, total } = await readNearerEnd(page, 10, { n: -1 }, l.count, l.find);
    const expected = [...l.rows].reverse().slice((page - 1) * 10, page * 10);
    expect(total).toBe(2345);
    expect(rows).toEqual(expected);
  });

  it('reads the last page from the other end without skipping', async () => {
    const l = list(2345);
    const { rows } = await readNearerEnd(235, 10, { n: 1 }, l.count, l.find);
    expect(rows.map((r) => r.n)).toEqual([2340, 2341, 2342, 2343, 2344]);
    expect(l.skips).toEqual([0]);
  });

  it('reads any page of a list the database sorts after matching in parallel with the count, by a plain skip', async () => {
    const l = list(2345);
    let counted = false;
    const count = () =>
      new Promise<number>((resolve) =>
        setTimeout(() => {
          counted = true;
          resolve(2345);
        }, 20),
      );
    const find = (sort: SortSpec, skip: number, limit: number) => {
      expect(counted).toBe(false);
      return l.find(sort, skip, limit);
    };
    const { rows, total } = await readNearerEnd(235, 10, { n: 1 }, count, find, { sortsMatches: true });
    expect(total).toBe(2345);
    expect(rows.map((r) => r.n)).toEqual([2340, 2341, 2342, 2343, 2344]);
    expect(l.skips).toEqual([2340]);
  });

  it('answers a page past the end with no rows and the total', async () => {
    const l = list(30);
    expect(await readNearerEnd(99, 10, { n: 1 }, l.count, l.find)).toEqual({ rows: [], total: 30 });
  });
});
