import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserPackageInfo } from '../../../lib/session';

const pkg: UserPackageInfo = {
  meals: ['Lunch'],
  mealsCount: 1,
  days: '1 Month',
  package: { id: 'p1', name: 'Balanced', promotion: null },
  price: 84_000,
  isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
  startDate: '2026-03-20',
  mode: 'toggles',
};

async function fresh() {
  vi.resetModules();
  const store = await import('./package-store');
  const session = await import('../../../lib/session');
  return { ...store, session };
}

// Each test imports the store afresh (vi.resetModules); the first import compiles its graph, seconds on a busy machine.
describe('the cart store (reactive variable + localStorage ff.package)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps a copy in localStorage (every tab), never in the persisted session', async () => {
    const { setPackageInfo, session } = await fresh();
    setPackageInfo(pkg);
    expect(session.userPackageInfoVar()).toEqual(pkg);
    expect(JSON.parse(localStorage.getItem('ff.package')!)).toEqual(pkg);
    expect(sessionStorage.getItem('ff.package')).toBeNull();
    expect(localStorage.getItem('root') ?? '').not.toContain('Balanced');
  });

  it('follows a cart changed or emptied in another tab', async () => {
    const { watchPackageInfo, cartVar, session } = await fresh();
    watchPackageInfo();
    localStorage.setItem('ff.package', JSON.stringify(pkg));
    window.dispatchEvent(new StorageEvent('storage', { key: 'ff.package' }));
    expect(session.userPackageInfoVar()).toEqual(pkg);
    expect(cartVar()?.plan.name).toBe('Balanced');
    localStorage.removeItem('ff.package');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ff.package' }));
    expect(cartVar()).toBeNull();
    expect(session.userPackageInfoVar()).toBeNull();
  });

  it('restores the cart in a new page (reload or another tab) and clears it after payment', async () => {
    localStorage.setItem('ff.package', JSON.stringify(pkg));
    const { hydratePackageInfo, clearPackageInfo, session } = await fresh();
    expect(session.userPackageInfoVar()).toBeNull();
    hydratePackageInfo();
    expect(session.userPackageInfoVar()).toEqual(pkg);
    clearPackageInfo();
    expect(session.userPackageInfoVar()).toBeNull();
    expect(localStorage.getItem('ff.package')).toBeNull();
  });

  it('drops the stored copy when something else empties the cart (logout)', async () => {
    const { setPackageInfo, watchPackageInfo, session } = await fresh();
    watchPackageInfo();
    setPackageInfo(pkg);
    session.clearSession();
    expect(localStorage.getItem('ff.package')).toBeNull();
  });

  it('ignores malformed storage', async () => {
    localStorage.setItem('ff.package', JSON.stringify({ meals: 'x' }));
    const { hydratePackageInfo, session } = await fresh();
    hydratePackageInfo();
    expect(session.userPackageInfoVar()).toBeNull();
  });
});
