import { useEffect, useState } from 'react';
import type { UserFieldsFragment } from './hooks/session-types';
import { LANGUAGE_COOKIE } from './site';
import { createVar, useVar } from './store';

/**
 * Client state of spec sections 3-4 in variables of lib/store.ts (no Redux). Only the user (with the
 * access token) and the navigation state persist, in localStorage under the key `root`.
 */
export type SessionUser = UserFieldsFragment;

/** The navbar's tabs (spec section 2). */
export type ActiveTab = 'Home' | 'Plans & Packages' | 'Menu' | 'Blog' | 'For Corporate' | 'Ambassador' | 'Subscription' | 'Dashboard';

/** The package chosen on /meal-plan-selection (spec section 3 userPackageInfo). Prices in fils. */
export interface UserPackageInfo {
  meals: string[];
  mealsCount: number;
  days: string;
  package: { id: string; name: string; promotion: { name: string; discount_percentage: number } | null };
  price: number;
  /** What the package costs with 5% VAT and any promotion (no code), fils: the quote's total when added. Carts saved before it was kept have none. */
  priceInclVat?: number;
  isCustom: { breakfast: number; lunch: number; dinner: number; snack: number };
  /** First delivery day, YYYY-MM-DD (UTC calendar date, as the server reads it). */
  startDate?: string;
  /** How meals were chosen: per-category toggles (`meals`) or custom counts (`isCustom`). */
  mode?: 'toggles' | 'custom';
  /** The discount code applied at checkout (upper-case), if any. */
  discountCode?: string;
  /** Delivery days a week (7, 6 or 5); carts saved before weeks have none (every day). */
  deliveryDaysPerWeek?: number;
}

/** Nutrition targets from the calculator; kcal and grams. */
export interface UserCaloriesInfo {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** The interface languages: English and Arabic (right to left). */
export type Language = 'en' | 'ar';

interface Persisted {
  auth: { user: SessionUser | null; token: string | null };
  navigation: { activeTab: ActiveTab };
  /** The visitor's own choice of language; null until they pick one (the browser's language applies). */
  settings: { language: Language | null };
}

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

export const STORAGE_KEY = 'root';

function readPersisted(): Persisted {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<Persisted>;
      return {
        auth: { user: parsed.auth?.user ?? null, token: parsed.auth?.token ?? null },
        navigation: { activeTab: parsed.navigation?.activeTab ?? 'Home' },
        settings: { language: isLanguage(parsed.settings?.language) ? parsed.settings.language : null },
      };
    }
  } catch {
    /* corrupt storage: start signed out */
  }
  return { auth: { user: null, token: null }, navigation: { activeTab: 'Home' }, settings: { language: null } };
}

const initial = readPersisted();

export const userVar = createVar<SessionUser | null>(initial.auth.user);
export const tokenVar = createVar<string | null>(initial.auth.token);
export const activeTabVar = createVar<ActiveTab>(initial.navigation.activeTab);
export const userPackageInfoVar = createVar<UserPackageInfo | null>(null);
/** localStorage key of the cart's `userPackageInfo` copy (written by the ordering feature's cart store). */
export const PACKAGE_STORAGE_KEY = 'ff.package';
export const userCaloriesInfoVar = createVar<UserCaloriesInfo | null>(null);
/** The language the visitor chose (persisted under `root`); null means "follow the browser". */
export const languageVar = createVar<Language | null>(initial.settings.language);
/** True after the server refused the session (expired or revoked), until the next sign-in: the login screens say why. */
export const sessionEndedVar = createVar<boolean>(false);

function persist() {
  const data: Persisted = {
    auth: { user: userVar(), token: tokenVar() },
    navigation: { activeTab: activeTabVar() },
    settings: { language: languageVar() },
  };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
}

/** Signs in: sets the user and token (isAuthenticated becomes true) and persists them. */
export function setSession(user: SessionUser, token: string) {
  sessionEndedVar(false);
  userVar(user);
  tokenVar(token);
  persist();
}

/** Replaces the stored user (after a profile change or a `me` refresh). */
export function updateUser(user: SessionUser) {
  userVar(user);
  persist();
}

/**
 * Writes {@link LANGUAGE_COOKIE} for `language` (no-op outside a browser): a year long, site-wide, `SameSite=Lax`,
 * `Secure` over https; it holds `en` or `ar` and nothing else.
 */
export function rememberLanguageForServer(language: Language) {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Keeps the visitor's language choice with the persisted state (it survives logout) and in the language cookie. */
export function setLanguagePreference(language: Language) {
  languageVar(language);
  persist();
  rememberLanguageForServer(language);
}

export function setActiveTab(tab: ActiveTab) {
  activeTabVar(tab);
  persist();
}

/** Logout (spec section 4): clears the user, wipes all local storage and resets the tab to Home. */
export function clearSession() {
  userVar(null);
  tokenVar(null);
  userPackageInfoVar(null);
  userCaloriesInfoVar(null);
  localStorage.clear();
  activeTabVar('Home');
  // The language is a choice about the device, not the account: keep it.
  if (languageVar()) persist();
}

/**
 * The server no longer accepts the session (expired, revoked, password changed elsewhere): signs out like
 * {@link clearSession} and leaves {@link sessionEndedVar} set, so the login screen the guard opens says why.
 */
export function endRefusedSession() {
  clearSession();
  sessionEndedVar(true);
}

/**
 * Whether there is a cart to go back to: the cart in this tab, or one a page or tab saved before
 * (localStorage), before the ordering code that restores it has loaded. Follows other tabs.
 */
export function useHasCart(): boolean {
  const inThisTab = useVar(userPackageInfoVar) !== null;
  const [, setStorageTick] = useState(0);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === PACKAGE_STORAGE_KEY || event.key === null) setStorageTick((n) => n + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  if (inThisTab) return true;
  try {
    return localStorage.getItem(PACKAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The signed-in user and whether there is one. */
export function useSession() {
  const user = useVar(userVar);
  return { user, isAuthenticated: user !== null };
}

export const isStaff = (user: SessionUser | null) => user?.role === 'Admin' || user?.role === 'SuperAdmin';

/** Where the Dashboard link goes (spec section 2): user profile for customers, analytics for staff. */
export const dashboardHome = (user: SessionUser | null) => (isStaff(user) ? '/dashboard/analytics' : '/dashboard/user-profile');
