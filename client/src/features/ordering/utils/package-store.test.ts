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

describe('the cart store (reactive variable + sessionStorage ff.package)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps a copy in sessionStorage, never in the persisted session', async () => {
    const { setPackageInfo, session } = await fresh();
    setPackageInfo(pkg);
    expect(session.userPackageInfoVar()).toEqual(pkg);
    expect(JSON.parse(sessionStorage.getItem('ff.package')!)).toEqual(pkg);
    expect(localStorage.getItem('root') ?? '').not.toContain('Balanced');
  });

  it('restores the cart after a reload and clears it after payment', async () => {
    sessionStorage.setItem('ff.package', JSON.stringify(pkg));
    const { hydratePackageInfo, clearPackageInfo, session } = await fresh();
    expect(session.userPackageInfoVar()).toBeNull();
    hydratePackageInfo();
    expect(session.userPackageInfoVar()).toEqual(pkg);
    clearPackageInfo();
    expect(session.userPackageInfoVar()).toBeNull();
    expect(sessionStorage.getItem('ff.package')).toBeNull();
  });

  it('drops the stored copy when something else empties the cart (logout)', async () => {
    const { setPackageInfo, watchPackageInfo, session } = await fresh();
    watchPackageInfo();
    setPackageInfo(pkg);
    session.clearSession();
    expect(sessionStorage.getItem('ff.package')).toBeNull();
  });

  it('ignores malformed storage', async () => {
    sessionStorage.setItem('ff.package', JSON.stringify({ meals: 'x' }));
    const { hydratePackageInfo, session } = await fresh();
    hydratePackageInfo();
    expect(session.userPackageInfoVar()).toBeNull();
  });
});
