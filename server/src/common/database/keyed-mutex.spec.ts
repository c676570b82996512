import { KeyedMutex } from './keyed-mutex.js';

describe('KeyedMutex', () => {
  it('runs work of one key one at a time, in call order, and other keys in parallel', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const step = (key: string, name: string, ms: number) => mutex.run(key, async () => {
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`end ${name}`);
      return name;
    });
    const results = await Promise.all([step('a', 'a1', 30), step('a', 'a2', 1), step('b', 'b1', 5)]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('end b1')).toBeLessThan(log.indexOf('end a1'));
  });

  it('a failure releases the key', async () => {
    const mutex = new KeyedMutex();
    await expect(mutex.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(mutex.run('k', async () => 'next')).resolves.toBe('next');
  });
});
