import { Types } from 'mongoose';
import { customerSearchKeysOf, nameKeysOf, phoneKeysOf, type CustomerSearchKeys } from '../modules/users/account-search.rules.js';
import {
  CATEGORIES,
  DURATIONS,
  OrderType,
  addDays,
  endDateOf,
  percentOf,
  utcMidnight,
  vatOf,
  type Category,
} from '../modules/pricing/pricing.rules.js';
import { buildSchedule } from '../modules/subscriptions/schedule.js';
import { DRIVER_INSTRUCTIONS, DUBAI_AREAS, FIRST_NAMES, LAST_NAMES } from './seed-large.data.js';

/**
 * The scale data set (docs/decisions/0011-admin.md "Scale on FerretDB") as pure, deterministic generators (a seeded PRNG, so two runs
 * make the same data): 20,000 customers and 100,000 orders over the 12 months before `now`, and a
 * subscription for each customer whose latest paid order is still running. `seed-large.cli.ts`
 * writes them in batches. Money in fils; dates UTC. The names and addresses they draw from are in
 * `seed-large.data.ts`.
 */

const DAY_MS = 86_400_000;

/** E-mail domain of the generated customers: marks the data set (the CLI refuses to add it twice). */
export const LARGE_EMAIL_DOMAIN = 'large.freshfuel.test';

/** A catalogue plan as the generator needs it. */
export interface LargePlan {
  id: Types.ObjectId;
  name: string;
  isTrial: boolean;
  price: number;
  dailyPrices: { breakfast: number; lunch: number; dinner: number; snacks: number };
  /** Active meal ids per category, in rotation order (by name), as checkout stores them. */
  mealIds: Record<Category, Types.ObjectId[]>;
}

/** Mulberry32: a small, fast, seeded PRNG returning [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface LargeAddress {
  area: string;
  building: string;
  apartment?: string;
  city: 'Dubai';
  instructions?: string;
}

/** A delivery address in one of the Dubai communities; about a fifth carry driver instructions. */
export function largeAddress(random: () => number): LargeAddress {
  const place = DUBAI_AREAS[Math.floor(random() * DUBAI_AREAS.length)];
  const street = place.buildings[Math.floor(random() * place.buildings.length)];
  const address: LargeAddress = place.villas
    ? { area: place.area, building: `Villa ${1 + Math.floor(random() * 80)}, ${street}`, city: 'Dubai' }
    : {
        area: place.area,
        building: street,
        apartment: String((1 + Math.floor(random() * 40)) * 100 + 1 + Math.floor(random() * 12)),
        city: 'Dubai',
      };
  if (random() < 0.2) address.instructions = DRIVER_INSTRUCTIONS[Math.floor(random() * DRIVER_INSTRUCTIONS.length)]!;
  return address;
}

export interface LargeCustomer {
  _id: Types.ObjectId;
  fullName: string;
  email: string;
  phoneNo: string;
  /** The staff search's keys (written with the raw insert, which runs no schema hooks). */
  nameKeys: string[];
  phoneKeys: string[];
  deliveryAddress: LargeAddress;
  createdAt: Date;
}

/**
 * `count` customers with unique e-mails, UAE mobile numbers (+97155, then 7 digits from the index)
 * and Dubai delivery addresses. Addresses come from their own PRNG stream, so adding them left the
 * names, dates and orders that `random` produces unchanged.
 */
export function largeCustomers(count: number, now: Date, random: () => number, addressRandom = prng(971)): LargeCustomer[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)];
    const last = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)];
    const fullName = `${first} ${last}`;
    const phoneNo = `+97155${String(i).padStart(7, '0')}`;
    return {
      _id: new Types.ObjectId(),
      fullName,
      email: `${first}.${last}.${i}`.toLowerCase().replace(/[^a-z0-9.]+/g, '') + `@${LARGE_EMAIL_DOMAIN}`,
      phoneNo,
      nameKeys: nameKeysOf(fullName),
      phoneKeys: phoneKeysOf(phoneNo),
      deliveryAddress: largeAddress(addressRandom),
      // Provisional: the CLI moves it before the customer's first order.
      createdAt: new Date(now.getTime() - Math.floor(random() * 395 * DAY_MS)),
    };
  });
}

/** Order types with their shares: monthly plans lead, then custom counts, promotions and trials. */
const TYPE_SHARES: [OrderType, number][] = [
  [OrderType.Monthly, 0.55],
  [OrderType.Custom, 0.2],
  [OrderType.Promotion, 0.15],
  [OrderType.Trial, 0.1],
];

function pick<T>(shares: [T, number][], r: number): T {
  let acc = 0;
  for (const [value, share] of shares) {
    acc += share;
    if (r < acc) return value;
  }
  return shares[shares.length - 1][0];
}

/** The fields of one generated order (the Order schema's, written by the CLI). */
export interface LargeOrder {
  orderNumber: string;
  orderNumberTail: string;
  user: Types.ObjectId;
  /** The customer's search keys (the schema's `customerSearch`). */
  customerSearch: CustomerSearchKeys;
  plan: Types.ObjectId;
  checkout: Types.ObjectId;
  packageInfo: {
    meals: string[];
    mealsCount: number;
    days: string;
    package: string;
    isCustom: Record<Category, number>;
    startDate: Date;
    endDate: Date;
  };
  price: { subtotal: number; vat: number; deliveryFee: number; discount: number; total: number };
  discountCode: null;
  promotion: { name: string; discountPercentage: number } | null;
  paymentIntentId: string;
  paymentMode: 'card';
  orderType: OrderType;
  status: 'Paid' | 'Cancelled' | 'Refunded';
  createdAt: Date;
  updatedAt: Date;
  /** Meals per day per category (for the subscription). */
  counts: Record<Category, number>;
  days: number;
}

/** Order `i` (0-based) of `customers`, created within the 12 months before `now`. */
export function largeOrder(i: number, customers: LargeCustomer[], plans: LargePlan[], now: Date, random: () => number): LargeOrder {
  const createdAt = new Date(now.getTime() - Math.floor(random() * 365 * DAY_MS));
  const customer = customers[Math.floor(random() * customers.length)];
  const type = pick(TYPE_SHARES, random());
  const trialPlan = plans.find((p) => p.isTrial)!;
  const regular = plans.filter((p) => !p.isTrial);
  const plan = type === OrderType.Trial ? trialPlan : regular[Math.floor(random() * regular.length)];
  const duration = type === OrderType.Trial ? '7 Days' : random() < 0.8 ? '1 Month' : '3 Months';
  const days = DURATIONS[duration];
  let counts: Record<Category, number>;
  if (type === OrderType.Trial) counts = { breakfast: 1, lunch: 1, dinner: 1, snack: 1 };
  else if (type === OrderType.Custom)
    counts = {
      breakfast: Math.floor(random() * 2),
      lunch: 1 + Math.floor(random() * 2),
      dinner: Math.floor(random() * 3),
      snack: Math.floor(random() * 2),
    };
  else counts = { breakfast: random() < 0.6 ? 1 : 0, lunch: 1, dinner: random() < 0.8 ? 1 : 0, snack: random() < 0.4 ? 1 : 0 };
  const perDay = (c: Category) => (c === 'snack' ? plan.dailyPrices.snacks : plan.dailyPrices[c]);
  const subtotal = type === OrderType.Trial ? plan.price : CATEGORIES.reduce((sum, c) => sum + counts[c] * perDay(c) * days, 0);
  const vat = vatOf(subtotal);
  const promotion = type === OrderType.Promotion ? { name: 'Seasonal Special', discountPercentage: 15 } : null;
  const discount = promotion ? percentOf(subtotal, promotion.discountPercentage) : 0;
  const startDate = addDays(utcMidnight(createdAt), 3);
  const r = random();
  const ymd = createdAt.toISOString().slice(2, 10).replace(/-/g, '');
  return {
    orderNumber: `FF-${ymd}-L${i.toString(36).toUpperCase().padStart(5, '0')}`,
    orderNumberTail: `L${i.toString(36).toUpperCase().padStart(5, '0')}`,
    user: customer._id,
    customerSearch: customerSearchKeysOf(customer),
    plan: plan.id,
    checkout: new Types.ObjectId(),
    packageInfo: {
      meals: CATEGORIES.filter((c) => counts[c] > 0).map((c) => c[0].toUpperCase() + c.slice(1)),
      mealsCount: CATEGORIES.reduce((n, c) => n + counts[c], 0),
      days: duration,
      package: plan.name,
      isCustom: type === OrderType.Custom ? counts : { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
      startDate,
      endDate: endDateOf(startDate, days),
    },
    price: { subtotal, vat, deliveryFee: 0, discount, total: subtotal + vat - discount },
    discountCode: null,
    promotion,
    paymentIntentId: `pi_large_${i}`,
    paymentMode: 'card',
    orderType: type,
    status: r < 0.94 ? 'Paid' : r < 0.98 ? 'Cancelled' : 'Refunded',
    createdAt,
    updatedAt: createdAt,
    counts,
    days,
  };
}

/** The subscription of a paid order: every planned meal Pending (delivered up to yesterday), as fulfilment stores it. */
export function largeSubscription(o: LargeOrder & { _id: Types.ObjectId }, plan: LargePlan, now: Date) {
  const today = utcMidnight(now).getTime();
  const planMeals = buildSchedule(o.packageInfo.startDate, o.days, o.counts, plan.mealIds).map((m) => ({
    _id: new Types.ObjectId(),
    category: m.category,
    meal: m.meal,
    scheduledDate: m.scheduledDate,
    deliveryStatus: m.scheduledDate.getTime() < today ? 'Delivered' : 'Pending',
  }));
  return {
    user: o.user,
    plan: o.plan,
    order: o._id,
    startDate: o.packageInfo.startDate,
    endDate: o.packageInfo.endDate,
    status: 'Active',
    planMeals,
    pauses: [],
    scheduleVersion: 0,
    createdAt: o.createdAt,
    updatedAt: o.createdAt,
  };
}
