import { userPackageInfoVar, type UserPackageInfo } from '../../../lib/session';

/**
 * The cart: `userPackageInfoVar` (Apollo reactive variable, spec section 3) is intentionally not
 * persisted across reloads with the session. A copy lives in sessionStorage under `ff.package` so a
 * reload of /cart or /checkout keeps the cart in this tab; it is cleared after payment and on Remove.
 */
export const PACKAGE_STORAGE_KEY = 'ff.package';

const isCounts = (v: unknown): v is UserPackageInfo['isCustom'] =>
  typeof v === 'object' && v !== null && ['breakfast', 'lunch', 'dinner', 'snack'].every((k) => typeof (v as Record<string, unknown>)[k] === 'number');

/** Checks the shape of a stored package (storage can hold anything). */
export function isPackageInfo(v: unknown): v is UserPackageInfo {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  const pkg = p.package as Record<string, unknown> | null | undefined;
  return (
    Array.isArray(p.meals) && p.meals.every((m) => typeof m === 'string') &&
    typeof p.mealsCount === 'number' && typeof p.days === 'string' && typeof p.price === 'number' &&
    isCounts(p.isCustom) && typeof pkg === 'object' && pkg !== null &&
    typeof pkg.id === 'string' && typeof pkg.name === 'string' &&
    (p.startDate === undefined || typeof p.startDate === 'string')
  );
}

function readStored(): UserPackageInfo | null {
  try {
    const raw = sessionStorage.getItem(PACKAGE_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPackageInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Replaces the cart (null empties it) in the reactive variable and in sessionStorage. */
export function setPackageInfo(info: UserPackageInfo | null): void {
  userPackageInfoVar(info);
  try {
    if (info) sessionStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify(info));
    else sessionStorage.removeItem(PACKAGE_STORAGE_KEY);
  } catch {
    /* storage full or disabled: the reactive variable still holds the cart */
  }
}

/** Empties the cart (after payment, or Remove on /cart). */
export function clearPackageInfo(): void {
  setPackageInfo(null);
}

/** Restores the tab's cart into the reactive variable after a reload (no-op when it holds one). */
export function hydratePackageInfo(): void {
  if (userPackageInfoVar() !== null) return;
  const stored = readStored();
  if (stored) userPackageInfoVar(stored);
}

let watching = false;

/**
 * Keeps the stored copy in step with writers outside this module: when the variable is emptied
 * (logout's clearSession), the sessionStorage copy goes too.
 */
export function watchPackageInfo(): void {
  if (watching) return;
  watching = true;
  const listen = () =>
    userPackageInfoVar.onNextChange((value) => {
      if (value === null) {
        try {
          sessionStorage.removeItem(PACKAGE_STORAGE_KEY);
        } catch {
          /* nothing stored */
        }
      }
      listen();
    });
  listen();
}
