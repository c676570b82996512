import { PACKAGE_STORAGE_KEY, userPackageInfoVar, type UserPackageInfo } from '../../../lib/session';
import {
  MEAL_KEYS,
  MEAL_LABELS,
  ZERO_COUNTS,
  isCustomSelection,
  selectionCounts,
  togglesFromNames,
  type Cart,
  type CartSelection,
} from './selection';
import { createVar } from '../../../lib/store';

/**
 * The cart store and its storage edge (docs/decisions/0007-ordering-and-payments.md and docs/decisions/0035-one-cart-on-the-client.md).
 *
 * The cart lives in `cartVar` as a `Cart` (the `SelectionInput` the server takes, plus the plan's
 * name, promotion and price); pages reach it through `useCheckout`. Only here is it turned into the
 * spec's `userPackageInfo` (section 3): that shape is mirrored in the session's `userPackageInfoVar`
 * and copied to localStorage under `ff.package` (not into the persisted session), so a reload, a new
 * tab or a return later finds the same cart, and every open tab follows a change made in another
 * (`storage` events). Cleared after payment, on Remove, and at logout (which empties
 * `userPackageInfoVar`).
 */

/** The cart, or null when empty. Written only through `saveCart` (and the hydration below). */
export const cartVar = createVar<Cart | null>(null);

const isCounts = (v: unknown): v is UserPackageInfo['isCustom'] =>
  typeof v === 'object' &&
  v !== null &&
  ['breakfast', 'lunch', 'dinner', 'snack'].every((k) => typeof (v as Record<string, unknown>)[k] === 'number');

/** Checks the shape of a stored package (storage can hold anything). */
function isPackageInfo(v: unknown): v is UserPackageInfo {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  const pkg = p.package as Record<string, unknown> | null | undefined;
  return (
    Array.isArray(p.meals) &&
    p.meals.every((m) => typeof m === 'string') &&
    typeof p.mealsCount === 'number' &&
    typeof p.days === 'string' &&
    typeof p.price === 'number' &&
    isCounts(p.isCustom) &&
    typeof pkg === 'object' &&
    pkg !== null &&
    typeof pkg.id === 'string' &&
    typeof pkg.name === 'string' &&
    (p.startDate === undefined || typeof p.startDate === 'string')
  );
}

/**
 * The spec's `userPackageInfo` of a cart: `meals` the category names served, `mealsCount` meals per
 * day, `days` the duration label, `package` the plan with its promotion as `{ name,
 * discount_percentage }`, `price` in fils, `isCustom` the custom counts (all 0 with toggles). Added
 * fields: `startDate` (YYYY-MM-DD), `mode`, `deliveryDaysPerWeek` and the applied `discountCode`.
 */
export function toPackageInfo(cart: Cart): UserPackageInfo {
  const { selection } = cart;
  const custom = isCustomSelection(selection);
  const counts = selectionCounts(selection);
  const info: UserPackageInfo = {
    meals: MEAL_KEYS.filter((k) => counts[k] > 0).map((k) => MEAL_LABELS[k]),
    mealsCount: MEAL_KEYS.reduce((sum, k) => sum + counts[k], 0),
    days: selection.duration,
    package: {
      id: selection.planId,
      name: cart.plan.name,
      promotion: cart.plan.promotion
        ? { name: cart.plan.promotion.name, discount_percentage: cart.plan.promotion.discountPercentage }
        : null,
    },
    price: cart.price,
    ...(cart.priceInclVat !== undefined ? { priceInclVat: cart.priceInclVat } : {}),
    isCustom: custom ? { ...selection.isCustom } : { ...ZERO_COUNTS },
    startDate: selection.startDate,
    mode: custom ? 'custom' : 'toggles',
    ...(selection.deliveryDaysPerWeek ? { deliveryDaysPerWeek: selection.deliveryDaysPerWeek } : {}),
  };
  if (selection.discountCode) info.discountCode = selection.discountCode;
  return info;
}

/** The cart of a stored `userPackageInfo` (a reload): the inverse of `toPackageInfo`. */
export function fromPackageInfo(pkg: UserPackageInfo): Cart {
  const custom = pkg.mode === 'custom' || (pkg.mode === undefined && MEAL_KEYS.some((k) => pkg.isCustom[k] > 0));
  const selection: CartSelection = {
    planId: pkg.package.id,
    duration: pkg.days,
    startDate: pkg.startDate ?? '',
    meals: custom ? { ...ZERO_COUNTS } : togglesFromNames(pkg.meals),
    isCustom: custom ? { ...ZERO_COUNTS, ...pkg.isCustom } : { ...ZERO_COUNTS },
    ...(typeof pkg.deliveryDaysPerWeek === 'number' ? { deliveryDaysPerWeek: pkg.deliveryDaysPerWeek } : {}),
  };
  const code = pkg.discountCode?.trim();
  if (code) selection.discountCode = code;
  const promotion = pkg.package.promotion;
  return {
    selection,
    plan: {
      name: pkg.package.name,
      promotion: promotion ? { name: promotion.name, discountPercentage: promotion.discount_percentage } : null,
    },
    price: pkg.price,
    ...(typeof pkg.priceInclVat === 'number' ? { priceInclVat: pkg.priceInclVat } : {}),
  };
}

function readStored(): UserPackageInfo | null {
  try {
    const raw = localStorage.getItem(PACKAGE_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPackageInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function store(info: UserPackageInfo | null): void {
  userPackageInfoVar(info);
  try {
    if (info) localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify(info));
    else localStorage.removeItem(PACKAGE_STORAGE_KEY);
  } catch {
    /* storage full or disabled: the reactive variables still hold the cart */
  }
}

/** Replaces the cart (null empties it): `cartVar`, and the spec's copy in `userPackageInfoVar` and localStorage. */
export function saveCart(cart: Cart | null): void {
  cartVar(cart);
  store(cart ? toPackageInfo(cart) : null);
}

/** Replaces the cart from the spec's `userPackageInfo` (null empties it). */
export function setPackageInfo(info: UserPackageInfo | null): void {
  cartVar(info ? fromPackageInfo(info) : null);
  store(info);
}

/** Empties the cart (after payment, or Remove on /cart). */
export function clearPackageInfo(): void {
  saveCart(null);
}

/** Restores the stored cart in a new page (no-op when it holds one). */
export function hydratePackageInfo(): void {
  if (userPackageInfoVar() !== null) return;
  const stored = readStored();
  if (stored) {
    userPackageInfoVar(stored);
    cartVar(fromPackageInfo(stored));
  }
}

let watching = false;

/**
 * Keeps the cart in step with writers outside this module: when the session empties
 * `userPackageInfoVar` (logout's clearSession), the cart and the localStorage copy go too; when another
 * tab changes or empties the stored cart, this tab's cart follows.
 */
export function watchPackageInfo(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== PACKAGE_STORAGE_KEY && event.key !== null) return;
    const stored = readStored();
    userPackageInfoVar(stored);
    cartVar(stored ? fromPackageInfo(stored) : null);
  });
  userPackageInfoVar.subscribe((value) => {
    if (value === null) {
      cartVar(null);
      try {
        localStorage.removeItem(PACKAGE_STORAGE_KEY);
      } catch {
        /* nothing stored */
      }
    }
  });
}
