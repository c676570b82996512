import { Types } from 'mongoose';
import { OrderType } from '../modules/pricing/pricing.rules.js';
import { formatDeliveryAddress } from '../modules/users/delivery-address.js';
import { LARGE_EMAIL_DOMAIN, largeCustomers, largeOrder, largeSubscription, prng, type LargePlan } from './seed-large.js';

const now = new Date('2030-06-15T10:00:00Z');
const ids = (n: number) => Array.from({ length: n }, () => new Types.ObjectId());
/** A plan as the generators take it, with `perCategory` meals of each category. */
const plan = (name: string, isTrial: boolean, price: number, dailyPrices: LargePlan['dailyPrices'], perCategory: number): LargePlan => ({
  id: new Types.ObjectId(),
  name,
  isTrial,
  price,
  dailyPrices,
  mealIds: { breakfast: ids(perCategory), lunch: ids(perCategory), dinner: ids(perCategory), snack: ids(perCategory) },
});
const plans: LargePlan[] = [
  plan('Trial', true, 49_900, { breakfast: 1, lunch: 1, dinner: 1, snacks: 1 }, 2),
  plan('Balanced', false, 189_900, { breakfast: 2_000, lunch: 3_000, dinner: 3_000, snacks: 1_200 }, 3),
];

describe('seed:large generators', () => {
  it('are deterministic for a seed and make unique customers', () => {
    const a = largeCustomers(500, now, prng(7));
    const b = largeCustomers(500, now, prng(7));
    expect(a.map((c) => [c.fullName, c.email])).toEqual(b.map((c) => [c.fullName, c.email]));
    expect(new Set(a.map((c) => c.email)).size).toBe(500);
    expect(new Set(a.map((c) => c.phoneNo)).size).toBe(500);
    expect(a.every((c) => c.email.endsWith(`@${LARGE_EMAIL_DOMAIN}`) && /^\+97155\d{7}$/.test(c.phoneNo))).toBe(true);
  });

  it('gives every customer a Dubai address within the limits, across many areas', () => {
    const customers = largeCustomers(2_000, now, prng(5));
    expect(largeCustomers(2_000, now, prng(5)).map((c) => c.deliveryAddress)).toEqual(customers.map((c) => c.deliveryAddress));
    for (const { deliveryAddress: a } of customers) {
      expect(a.city).toBe('Dubai');
      expect(a.area.length).toBeLessThanOrEqual(80);
      expect(a.building.length).toBeLessThanOrEqual(120);
      expect((a.apartment ?? '').length).toBeLessThanOrEqual(40);
    }
    expect(new Set(customers.map((c) => c.deliveryAddress.area)).size).toBeGreaterThan(10);
    expect(customers.filter((c) => c.deliveryAddress.instructions).length).toBeGreaterThan(200);
    const flat = customers.find((c) => c.deliveryAddress.apartment)!.deliveryAddress;
    expect(formatDeliveryAddress(flat)).toBe(`Apt ${flat.apartment}, ${flat.building}, ${flat.area}, Dubai`);
  });

  it('spreads orders over the last 12 months with realistic types and statuses, priced as the rules say', () => {
    const random = prng(11);
    const customers = largeCustomers(200, now, random);
    const orders = Array.from({ length: 2_000 }, (_, i) => largeOrder(i, customers, plans, now, random));
    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(2_000);
    expect(orders.every((o) => o.createdAt <= now && o.createdAt.getTime() > now.getTime() - 366 * 86_400_000)).toBe(true);
    const share = (f: (o: (typeof orders)[number]) => boolean) => orders.filter(f).length / orders.length;
    expect(share((o) => o.orderType === OrderType.Monthly)).toBeGreaterThan(0.45);
    expect(share((o) => o.orderType === OrderType.Trial)).toBeGreaterThan(0.05);
    expect(share((o) => o.status === 'Paid')).toBeGreaterThan(0.9);
    for (const o of orders) {
      expect(o.price.total).toBe(o.price.subtotal + o.price.vat - o.price.discount);
      if (o.orderType === OrderType.Trial) expect(o.price.subtotal).toBe(49_900);
    }
  });

  it('builds the subscription schedule of an order, past days delivered', () => {
    const random = prng(3);
    const customers = largeCustomers(1, now, random);
    const order = { _id: new Types.ObjectId(), ...largeOrder(0, customers, plans, now, random) };
    const sub = largeSubscription(
      order,
      plans.find((p) => p.id.equals(order.plan))!,
      now,
    );
    expect(sub.planMeals).toHaveLength(order.days * order.packageInfo.mealsCount);
    const today = Date.UTC(2030, 5, 15);
    expect(sub.planMeals.every((m) => m.scheduledDate.getTime() < today === (m.deliveryStatus === 'Delivered'))).toBe(true);
  });
});
