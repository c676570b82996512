import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from './session';

const user: SessionUser = {
  id: 'u1',
  fullName: 'Layla',
  email: 'l@example.com',
  phoneNo: '+971501234567',
  image: null,
  role: 'User',
  planStatus: 'Active',
  emailVerified: true,
};

async function freshSession() {
  const { vi } = await import('vitest');
  vi.resetModules();
  return import('./session');
}

describe('session state (spec sections 3-4)', () => {
  beforeEach(() => localStorage.clear());

  it('persists the user, token and navigation under the key root, and restores them on load', async () => {
    const s = await freshSession();
    s.setSession(user, 'tok');
    s.setActiveTab('Menu');
    const stored: unknown = JSON.parse(localStorage.getItem('root')!);
    expect(stored).toEqual({ auth: { user, token: 'tok' }, navigation: { activeTab: 'Menu' }, settings: { language: null } });

    const reloaded = await freshSession();
    expect(reloaded.userVar()).toEqual(user);
    expect(reloaded.tokenVar()).toBe('tok');
    expect(reloaded.activeTabVar()).toBe('Menu');
  });

  it('keeps the chosen language under root, across a reload and a logout', async () => {
    const s = await freshSession();
    s.setSession(user, 'tok');
    s.setLanguagePreference('ar');
    expect((JSON.parse(localStorage.getItem('root')!) as { settings: unknown }).settings).toEqual({ language: 'ar' });
    // The server builds the next page's first-paint answers in it.
    expect(document.cookie).toContain('ff_lang=ar');
    s.setLanguagePreference('en');
    expect(document.cookie).toContain('ff_lang=en');
    expect(document.cookie).not.toContain('ff_lang=ar');
    s.setLanguagePreference('ar');
    s.clearSession();
    expect(document.cookie).toContain('ff_lang=ar');
    const reloaded = await freshSession();
    expect(reloaded.languageVar()).toBe('ar');
    expect(reloaded.userVar()).toBeNull();
  });

  it('does not persist package or calorie info', async () => {
    const s = await freshSession();
    s.setSession(user, 'tok');
    s.userCaloriesInfoVar({ calories: 2000, protein: 150, carbs: 200, fat: 60 });
    expect(localStorage.getItem('root')).not.toContain('2000');
  });

  it('logout wipes all local storage, resets the user and the tab to Home', async () => {
    const s = await freshSession();
    s.setSession(user, 'tok');
    s.setActiveTab('Blog');
    localStorage.setItem('other', 'x');
    s.clearSession();
    expect(localStorage.length).toBe(0);
    expect(s.userVar()).toBeNull();
    expect(s.tokenVar()).toBeNull();
    expect(s.activeTabVar()).toBe('Home');
  });

  it('survives corrupt storage by starting signed out', async () => {
    localStorage.setItem('root', '{not json');
    const s = await freshSession();
    expect(s.userVar()).toBeNull();
  });

  it('sends customers to their profile and staff to analytics', async () => {
    const s = await freshSession();
    expect(s.dashboardHome(user)).toBe('/dashboard/user-profile');
    expect(s.dashboardHome({ ...user, role: 'Admin' })).toBe('/dashboard/analytics');
    expect(s.dashboardHome({ ...user, role: 'SuperAdmin' })).toBe('/dashboard/analytics');
  });
});
