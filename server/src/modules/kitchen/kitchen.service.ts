import { Injectable } from '@nestjs/common';
import { toCsv } from '../../common/format/csv.js';
import { parseCalendarDate } from '../../common/format/dates.js';
import type { MealCategory } from '../meals/meals.types.js';
import { MealsService } from '../meals/meals.service.js';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../pricing/pricing.rules.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { formatDeliveryAddress } from '../users/users.types.js';
import { UsersService } from '../users/users.service.js';
import type { KitchenManifestObject, KitchenProductionObject, ManifestStopObject } from './dto/kitchen.objects.js';
import { DeliverySlotsService, slotText } from '../delivery-slots/delivery-slots.service.js';
import { DeliveryAddressesService } from '../delivery-addresses/delivery-addresses.service.js';

/** What the manifest CSV shows for a customer without an address. */
export const NO_ADDRESS = '—';
/** The manifest's slot cell for a delivery without a booked slot. */
export const UNASSIGNED_SLOT = 'Unassigned';

/** Sort key of a stop's slot text ("HH:MM-HH:MM label" sorts by start time); no slot last. */
const slotOrder = (slot: string | null) => slot ?? '~';
const CATEGORY_ORDER = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));

/**
 * The kitchen's lists for one delivery day (beyond the spec): planned meals scheduled
 * that day whose delivery status is not Cancelled, of subscriptions that are not Cancelled. A paused
 * day holds no meals (pauses re-date them), so it needs no special case.
 */
@Injectable()
export class KitchenService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly meals: MealsService,
    private readonly users: UsersService,
    private readonly deliverySlots: DeliverySlotsService,
    private readonly deliveryAddresses: DeliveryAddressesService,
  ) {}

  /** Per category, per meal: how many to cook on `date` (YYYY-MM-DD, validated by the args). */
  async production(date: string): Promise<KitchenProductionObject> {
    const rows = await this.subscriptions.plannedOn(parseCalendarDate(date)!);
    const names = await this.mealNames(rows.map((r) => r.mealId));
    const categories = CATEGORIES.map((category) => {
      const counts = new Map<string, number>();
      for (const r of rows) if (r.category === category) counts.set(r.mealId, (counts.get(r.mealId) ?? 0) + 1);
      const meals = [...counts]
        .map(([mealId, count]) => ({ mealId, mealName: names.get(mealId) ?? '', count }))
        .sort((a, b) => b.count - a.count || a.mealName.localeCompare(b.mealName));
      return { category: category as MealCategory, total: meals.reduce((n, m) => n + m.count, 0), meals };
    }).filter((c) => c.total > 0);
    return { date, totalMeals: rows.length, categories };
  }

  /**
   * Per customer (by name): phone, that day's address (one line, with its label: the address the day was moved to,
   * the weekday's or the default; docs/decisions/0088-an-address-book-and-an-address-per-day.md), the driver's
   * instructions and the meals to deliver on `date`.
   */
  async manifest(date: string): Promise<KitchenManifestObject> {
    const day = parseCalendarDate(date)!;
    const rows = await this.subscriptions.plannedOn(day);
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const [names, contacts, slots] = await Promise.all([
      this.mealNames(rows.map((r) => r.mealId)),
      this.users.findDeliveryContacts(userIds),
      this.deliverySlots.slotsOn(day, userIds),
    ]);
    const addresses = await this.deliveryAddresses.addressesOn(day, contacts);
    const byUser = new Map(contacts.map((u) => [u._id.toString(), u]));
    const stops = new Map<string, ManifestStopObject>();
    for (const r of rows) {
      let stop = stops.get(r.userId);
      if (!stop) {
        const u = byUser.get(r.userId);
        const dayAddress = addresses.get(r.userId);
        const address = dayAddress?.address;
        stop = {
          userId: r.userId,
          customerName: u?.fullName ?? '',
          phoneNo: u?.phoneNo ?? '',
          address: address ? formatDeliveryAddress(address) : null,
          addressLabel: dayAddress?.label ?? null,
          instructions: address?.instructions || null,
          slot: slots.has(r.userId) ? slotText(slots.get(r.userId)!) : null,
          meals: [],
        };
        stops.set(r.userId, stop);
      }
      stop.meals.push({
        subscriptionId: r.subscriptionId,
        category: r.category as MealCategory,
        mealId: r.mealId,
        mealName: names.get(r.mealId) ?? '',
      });
    }
    for (const s of stops.values()) s.meals.sort((a, b) => CATEGORY_ORDER.get(a.category)! - CATEGORY_ORDER.get(b.category)!);
    return {
      date,
      totalMeals: rows.length,
      stops: [...stops.values()].sort(
        (a, b) =>
          slotOrder(a.slot).localeCompare(slotOrder(b.slot)) ||
          a.customerName.localeCompare(b.customerName) ||
          a.userId.localeCompare(b.userId),
      ),
    };
  }

  /** `GET /api/kitchen/production.csv`: `date,category,meal,count`, one row per meal. */
  async productionCsv(date: string): Promise<string> {
    const p = await this.production(date);
    return toCsv(
      ['date', 'category', 'meal', 'count'],
      p.categories.flatMap((c) => c.meals.map((m) => [p.date, CATEGORY_LABELS[c.category as Category], m.mealName, m.count])),
    );
  }

  /**
   * `GET /api/kitchen/manifest.csv`: `date,slot,customer,phone,address,instructions,mealCount,meals,addressLabel`, one row
   * per customer, grouped by delivery slot ('Unassigned' last); meals as "Breakfast: X; Lunch: Y"; '—' for a missing address, an empty cell for no instructions.
   */
  async manifestCsv(date: string): Promise<string> {
    const m = await this.manifest(date);
    return toCsv(
      ['date', 'slot', 'customer', 'phone', 'address', 'instructions', 'mealCount', 'meals', 'addressLabel'],
      m.stops.map((s) => [
        m.date,
        s.slot ?? UNASSIGNED_SLOT,
        s.customerName,
        s.phoneNo,
        s.address ?? NO_ADDRESS,
        s.instructions ?? '',
        s.meals.length,
        s.meals.map((x) => `${CATEGORY_LABELS[x.category as Category]}: ${x.mealName}`).join('; '),
        s.addressLabel ?? '',
      ]),
    );
  }

  private async mealNames(ids: string[]): Promise<Map<string, string>> {
    return new Map((await this.meals.findByIds([...new Set(ids)])).map((m) => [m.id, m.name]));
  }
}
