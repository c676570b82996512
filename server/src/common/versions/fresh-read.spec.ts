import { FreshRead, RecentRead } from './fresh-read.js';

/** A load whose reads resolve when the test says, numbered in the order they started. */
function controlledLoad() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const load = () =>
    new Promise<number>((resolve) => {
      started += 1;
      const n = started;
      pending.push(() => resolve(n));
    });
  return { load, started: () => started, finishNext: () => pending.shift()?.(0) };
}

describe('FreshRead', () => {
  it('shares one follow-up read between callers that arrive while a read runs, never answering from the earlier read', async () => {
    const c = controlledLoad();
    const reader = new FreshRead(c.load);
    const first = reader.get();
    // Arrived while read 1 runs: they must not get read 1, and share read 2.
    const second = reader.get();
    const third = reader.get();
    expect(c.started()).toBe(1);
    c.finishNext();
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(c.started()).toBe(2);
    c.finishNext();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('keeps at most two reads in flight whatever the number of callers, and starts afresh when idle', async () => {
    const c = controlledLoad();
    const reader = new FreshRead(c.load);
    const all = Array.from({ length: 50 }, () => reader.get());
    expect(c.started()).toBe(1);
    c.finishNext();
    await all[0];
    await Promise.resolve();
    c.finishNext();
    expect(new Set(await Promise.all(all))).toEqual(new Set([1, 2]));
    expect(c.started()).toBe(2);
    const later = reader.get();
    expect(c.started()).toBe(3);
    c.finishNext();
    expect(await later).toBe(3);
  });

  it('passes a failed read on to its callers and recovers with the next one', async () => {
    let fail = true;
    const reader = new FreshRead(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(7)));
    await expect(reader.get()).rejects.toThrow('down');
    fail = false;
    await expect(reader.get()).resolves.toBe(7);
  });
});

describe('RecentRead', () => {
  it('answers the kept value while it is younger than maxAgeMs, then reads again', async () => {
    let clock = 1_000;
    let reads = 0;
    const reader = new RecentRead(
      () => Promise.resolve(++reads),
      5_000,
      () => clock,
    );
    expect(await reader.get()).toBe(1);
    clock += 4_999;
    expect(await reader.get()).toBe(1);
    clock += 1;
    expect(await reader.get()).toBe(2);
    expect(reads).toBe(2);
  });

  it('shares one read between the callers that arrive while it runs', async () => {
    const c = controlledLoad();
    const reader = new RecentRead(c.load, 5_000);
    const all = [reader.get(), reader.get(), reader.get()];
    expect(c.started()).toBe(1);
    c.finishNext();
    expect(await Promise.all(all)).toEqual([1, 1, 1]);
  });

  it('keeps no failed read: its callers get the error and the next call reads again', async () => {
    let fail = true;
    const reader = new RecentRead(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(7)), 5_000);
    await expect(reader.get()).rejects.toThrow('down');
    fail = false;
    await expect(reader.get()).resolves.toBe(7);
  });
});
