import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { Clock } from '../../src/common/clock.js';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { MealCategory } from '../../src/modules/meals/meal.schema.js';
import { Subscription } from '../../src/modules/subscriptions/subscription.schema.js';
import { buyPaidSubscription } from '../factories/paid-subscription.js';
import { STRIPE_TEST_ENV } from '../factories/payments.js';
import { createUser, loginAs } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type GqlBody, type TestApp } from '../setup/test-app.js';

/**
 * Delivery time slots (docs/decisions/0016-back-office-completeness.md "Delivery slots"): staff CRUD, capacity per slot and day
 * taken atomically (50 concurrent bookings of the last place give exactly one), default slot chosen
 * at checkout and booked at fulfilment, one day changed before the cut-off, manifest grouped by slot.
 */

const DAY = 86_400_000;
const SLOT_FIELDS = 'id label labelAr startTime endTime capacity active';
const CREATE = `mutation($i: DeliverySlotInput!) { createDeliverySlot(input: $i) { ${SLOT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: UpdateDeliverySlotInput!) { updateDeliverySlot(id: $id, input: $i) { ${SLOT_FIELDS} } }`;
const SLOTS = `{ deliverySlots { ${SLOT_FIELDS} } }`;
const AVAILABILITY = `query($from: String!, $days: Int) { deliverySlotAvailability(from: $from, days: $days) { date slotId booked remaining } }`;
const MINE = `{ myDeliverySlots { defaultSlot { id } days { date changeable slot { id label } } } }`;
const SET_DEFAULT = `mutation($id: ID!) { setDefaultDeliverySlot(slotId: $id) { defaultSlot { id } days { date slot { id } } } }`;
const CHOOSE = `mutation($i: ChooseDeliverySlotInput!) { chooseDeliverySlot(input: $i) { days { date slot { id } } } }`;
const MANIFEST = `query($date: String!) { kitchenManifest(date: $date) { stops { customerName slot } } }`;

let t: TestApp;
let admin: string;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const today = () => {
  const n = new Date();
  return new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), n.getUTCDate()));
};

beforeAll(async () => {
  t = await createTestApp(STRIPE_TEST_ENV);
  await seedDatabase(t);
  admin = (await loginAs(t, Role.Admin)).token;
});

/** A second instance on the same database, for the duplicate test (closed with the first). */
let b: TestApp | undefined;

afterAll(async () => {
  await b?.close();
  await t?.close();
});

async function ok<T>(query: string, vars: Record<string, unknown>, token?: string): Promise<T> {
  const body: GqlBody<T> = await t.gql<T>(query, vars, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function createSlot(label: string, startTime: string, endTime: string, capacity: number): Promise<string> {
  return (await ok<{ createDeliverySlot: { id: string } }>(CREATE, { i: { label, startTime, endTime, capacity } }, admin))
    .createDeliverySlot.id;
}

/** A customer with an active subscription delivering on `day` (written through the real model). */
async function customerDeliveringOn(day: Date): Promise<string> {
  const c = await loginAs(t, Role.User);
  const model = t.app.get<Model<Subscription>>(getModelToken(Subscription.name));
  await model.create({
    user: new Types.ObjectId(c.id),
    plan: new Types.ObjectId(),
    order: new Types.ObjectId(),
    startDate: day,
    endDate: day,
    planMeals: [{ category: MealCategory.Lunch, meal: new Types.ObjectId(), scheduledDate: day }],
  });
  return c.token;
}

describe('staff slot management', () => {
  it('creates, lists and changes slots; customers see active ones only', async () => {
    const id = await createSlot('Early', '06:00', '07:00', 5);
    const off = await createSlot('Late', '21:00', '22:00', 5);
    await ok(UPDATE, { id: off, i: { active: false } }, admin);
    const changed = await ok<{ updateDeliverySlot: { capacity: number; label: string } }>(
      UPDATE,
      { id, i: { capacity: 8, label: 'Early bird' } },
      admin,
    );
    expect(changed.updateDeliverySlot).toMatchObject({ capacity: 8, label: 'Early bird' });
    const listed = (await ok<{ deliverySlots: { id: string }[] }>(SLOTS, {})).deliverySlots.map((s) => s.id);
    expect(listed).toContain(id);
    expect(listed).not.toContain(off);
  });

  it('keeps an Arabic label beside the English one for Arabic readers; blank clears it, over 40 characters is refused', async () => {
    const created = await ok<{ createDeliverySlot: { id: string; label: string; labelAr: string | null } }>(
      CREATE,
      { i: { label: 'Brunch', labelAr: '  وقت الضحى ', startTime: '10:00', endTime: '11:00', capacity: 5 } },
      admin,
    );
    expect(created.createDeliverySlot).toMatchObject({ label: 'Brunch', labelAr: 'وقت الضحى' });
    const id = created.createDeliverySlot.id;
    const listed = (await ok<{ deliverySlots: { id: string; labelAr: string | null }[] }>(SLOTS, {})).deliverySlots.find(
      (s) => s.id === id,
    );
    expect(listed?.labelAr).toBe('وقت الضحى');
    expect(errorCode(await t.gql(UPDATE, { id, i: { labelAr: 'ض'.repeat(41) } }, admin))).toBe('VALIDATION_FAILED');
    const cleared = await ok<{ updateDeliverySlot: { labelAr: string | null } }>(UPDATE, { id, i: { labelAr: '  ' } }, admin);
    expect(cleared.updateDeliverySlot.labelAr).toBeNull();
    // A slot created without one has none.
    const plain = await createSlot('Supper', '22:00', '23:00', 5);
    expect(
      (await ok<{ deliverySlots: { id: string; labelAr: string | null }[] }>(SLOTS, {})).deliverySlots.find((s) => s.id === plain)?.labelAr,
    ).toBeNull();
  });

  it('refuses bad slots and non-staff callers, writing nothing', async () => {
    const customer = (await loginAs(t, Role.User)).token;
    const before = (await ok<{ deliverySlots: unknown[] }>(SLOTS, {})).deliverySlots.length;
    expect(errorCode(await t.gql(CREATE, { i: { label: 'X', startTime: '09:00', endTime: '08:00', capacity: 1 } }, admin))).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorCode(await t.gql(CREATE, { i: { label: 'X', startTime: '9am', endTime: '10:00', capacity: 1 } }, admin))).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorCode(await t.gql(CREATE, { i: { label: 'X', startTime: '08:00', endTime: '10:00', capacity: 0 } }, admin))).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorCode(await t.gql(CREATE, { i: { label: 'X', startTime: '08:00', endTime: '10:00', capacity: 1 } }, customer))).toBe(
      'FORBIDDEN',
    );
    expect((await ok<{ deliverySlots: unknown[] }>(SLOTS, {})).deliverySlots.length).toBe(before);
  });
});

describe('one slot per label and times', () => {
  it('30 simultaneous creations of the same slot through two instances make exactly one; a change into a copy is refused', async () => {
    const second = (b = await createTestApp({ ...STRIPE_TEST_ENV, MONGODB_URI: t.uri, JWT_SECRET: t.cfg.JWT_SECRET }));
    const label = `Twilight ${Date.now().toString(36)}`;
    const spellings = [label, label.toUpperCase(), `  ${label}  `, label.replace(' ', '   ')];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? second : t).gql(
          CREATE,
          { i: { label: spellings[i % spellings.length], startTime: '21:00', endTime: '22:00', capacity: 5 } },
          admin,
        ),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.errors).map(errorCode))).toEqual(new Set(['SLOT_EXISTS']));
    expect(results.find((r) => r.errors)!.errors![0]!.message).toBe('A delivery slot with this name and these times already exists.');
    const listed = (await ok<{ adminDeliverySlots: { label: string }[] }>('{ adminDeliverySlots { label } }', {}, admin))
      .adminDeliverySlots;
    expect(listed.filter((s) => s.label.trim().replace(/\s+/g, ' ').toLowerCase() === label.toLowerCase())).toHaveLength(1);

    // Other times, or another name, are another slot; changing one into the first is refused and changes nothing.
    const other = await createSlot(label, '22:00', '23:00', 5);
    const into = await t.gql(UPDATE, { id: other, i: { startTime: '21:00', endTime: '22:00' } }, admin);
    expect(errorCode(into)).toBe('SLOT_EXISTS');
    const after = (
      await ok<{ adminDeliverySlots: { id: string; startTime: string }[] }>('{ adminDeliverySlots { id startTime } }', {}, admin)
    ).adminDeliverySlots;
    expect(after.find((s) => s.id === other)?.startTime).toBe('22:00');
  });
});

describe('capacity', () => {
  it('gives the last place to exactly one of 50 concurrent bookings', async () => {
    const day = new Date(today().getTime() + 10 * DAY);
    const slot = await createSlot('Race', '10:00', '11:00', 3);
    for (let i = 0; i < 2; i++) await ok(CHOOSE, { i: { date: ymd(day), slotId: slot } }, await customerDeliveringOn(day));
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) tokens.push(await customerDeliveringOn(day));
    const answers = await Promise.all(tokens.map((token) => t.gql(CHOOSE, { i: { date: ymd(day), slotId: slot } }, token)));
    const codes = answers.map((a) => errorCode(a) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'SLOT_FULL')).toHaveLength(49);
    expect(await t.connection.collection('delivery_slot_bookings').countDocuments({ slot: new Types.ObjectId(slot) })).toBe(3);
    const avail = (
      await ok<{ deliverySlotAvailability: { slotId: string; booked: number; remaining: number }[] }>(AVAILABILITY, {
        from: ymd(day),
        days: 1,
      })
    ).deliverySlotAvailability.find((a) => a.slotId === slot);
    expect(avail).toMatchObject({ booked: 3, remaining: 0 });
  });
});

describe('customer slots', () => {
  it('books the default slot chosen at checkout for every day, and moves one day before the cut-off', async () => {
    const morning = await createSlot('Morning', '07:00', '09:00', 20);
    const evening = await createSlot('Evening', '18:00', '20:00', 20);
    const customer = await loginAs(t, Role.User, { fullName: 'Slot Customer' });
    const chosen = await ok<{ setDefaultDeliverySlot: { defaultSlot: { id: string }; days: unknown[] } }>(
      SET_DEFAULT,
      { id: morning },
      customer.token,
    );
    expect(chosen.setDefaultDeliverySlot).toEqual({ defaultSlot: { id: morning }, days: [] });
    const sub = await buyPaidSubscription(t, customer, { duration: '7 Days', planName: '7-Day Trial', startInDays: 5 });
    const mine = (
      await ok<{ myDeliverySlots: { days: { date: string; changeable: boolean; slot: { id: string } | null }[] } }>(
        MINE,
        {},
        customer.token,
      )
    ).myDeliverySlots;
    expect(mine.days.length).toBeGreaterThan(1);
    expect(mine.days.every((d) => d.slot?.id === morning && d.changeable)).toBe(true);
    expect(mine.days[0]!.date).toBe(ymd(sub.startDate));

    const second = mine.days[1]!.date;
    const moved = await ok<{ chooseDeliverySlot: { days: { date: string; slot: { id: string } }[] } }>(
      CHOOSE,
      { i: { date: second, slotId: evening } },
      customer.token,
    );
    expect(moved.chooseDeliverySlot.days.map((d) => d.slot.id)).toEqual(mine.days.map((d) => (d.date === second ? evening : morning)));
    const avail = (await ok<{ deliverySlotAvailability: { slotId: string; booked: number }[] }>(AVAILABILITY, { from: second, days: 1 }))
      .deliverySlotAvailability;
    expect(avail.find((a) => a.slotId === morning)!.booked).toBe(0);
    expect(avail.find((a) => a.slotId === evening)!.booked).toBe(1);

    const manifest = (
      await ok<{ kitchenManifest: { stops: { customerName: string; slot: string | null }[] } }>(MANIFEST, { date: second }, admin)
    ).kitchenManifest;
    expect(manifest.stops.find((s) => s.customerName === 'Slot Customer')!.slot).toBe('18:00-20:00 Evening');
    const csv = await t.http.get(`/api/kitchen/manifest.csv?date=${second}`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(csv.text).toContain(`${second},18:00-20:00 Evening,Slot Customer,`);

    // No delivery that day, then past the cut-off (48 h before the day).
    expect(
      errorCode(await t.gql(CHOOSE, { i: { date: ymd(new Date(sub.startDate.getTime() - DAY)), slotId: evening } }, customer.token)),
    ).toBe('NO_DELIVERY_THAT_DAY');
    const clock = t.app.get(Clock);
    const realNow = clock.now.bind(clock);
    clock.now = () => new Date(sub.startDate.getTime() - 24 * 3_600_000);
    try {
      expect(errorCode(await t.gql(CHOOSE, { i: { date: ymd(sub.startDate), slotId: evening } }, customer.token))).toBe('CUTOFF_PASSED');
    } finally {
      clock.now = realNow;
    }
  });

  it('follows the schedule: days a pause adds get the default slot, paused and cancelled days give their places back', async () => {
    const noon = await createSlot('Noon', '12:00', '14:00', 20);
    const customer = await loginAs(t, Role.User);
    await ok(SET_DEFAULT, { id: noon }, customer.token);
    const sub = await buyPaidSubscription(t, customer, { duration: '7 Days', planName: '7-Day Trial', startInDays: 5 });
    type Mine = { myDeliverySlots: { days: { date: string; slot: { id: string } | null }[] } };
    const days = async () => (await ok<Mine>(MINE, {}, customer.token)).myDeliverySlots.days;
    const booked = async (date: string) =>
      (
        await ok<{ deliverySlotAvailability: { slotId: string; booked: number }[] }>(AVAILABILITY, { from: date, days: 1 })
      ).deliverySlotAvailability.find((a) => a.slotId === noon)!.booked;
    const before = await days();
    expect(before.every((d) => d.slot?.id === noon)).toBe(true);
    const [paused1, paused2] = [before[1]!.date, before[2]!.date];

    const PAUSE =
      'mutation($id: ID!, $from: String!, $to: String!) { pauseSubscription(subscriptionId: $id, from: $from, to: $to) { endDate } }';
    await ok(PAUSE, { id: sub.id, from: paused1, to: paused2 }, customer.token);
    const after = await days();
    // As many delivery days as before, none without a time: the two added at the end are booked too.
    expect(after).toHaveLength(before.length);
    expect(after.filter((d) => d.slot?.id !== noon)).toEqual([]);
    const added = after.map((d) => d.date).filter((d) => !before.some((b) => b.date === d));
    expect(added).toHaveLength(2);
    expect([await booked(paused1), await booked(paused2), await booked(added[0]!), await booked(added[1]!)]).toEqual([0, 0, 1, 1]);

    // Resuming gives the paused days back and the added ones go: their places with them.
    await ok('mutation($id: ID!) { resumeSubscription(subscriptionId: $id) { endDate } }', { id: sub.id }, customer.token);
    expect((await days()).map((d) => [d.date, d.slot?.id])).toEqual(before.map((d) => [d.date, noon]));
    expect([await booked(paused1), await booked(added[0]!), await booked(added[1]!)]).toEqual([1, 0, 0]);

    // Cancelling gives back every place of the days it cancels.
    await ok('mutation($id: ID!) { cancelMySubscription(subscriptionId: $id) { refund } }', { id: sub.id }, customer.token);
    const counts = await Promise.all(before.map((d) => booked(d.date)));
    expect(counts).toEqual(before.map(() => 0));
  });

  it('keeps the time a customer set day by hand through a pause, a skip and an early resume (no default chosen)', async () => {
    const dawn = await createSlot('Dawn', '06:00', '08:00', 20);
    const customer = await loginAs(t, Role.User);
    const sub = await buyPaidSubscription(t, customer, { duration: '7 Days', planName: '7-Day Trial', startInDays: 5 });
    type Mine = { myDeliverySlots: { defaultSlot: { id: string } | null; days: { date: string; slot: { id: string } | null }[] } };
    const mine = async () => (await ok<Mine>(MINE, {}, customer.token)).myDeliverySlots;
    const before = await mine();
    expect(before.defaultSlot).toBeNull();
    expect(before.days.every((d) => d.slot === null)).toBe(true);
    for (const d of before.days) await ok(CHOOSE, { i: { date: d.date, slotId: dawn } }, customer.token);

    const PAUSE =
      'mutation($id: ID!, $from: String!, $to: String!) { pauseSubscription(subscriptionId: $id, from: $from, to: $to) { endDate } }';
    await ok(PAUSE, { id: sub.id, from: before.days[3]!.date, to: before.days[4]!.date }, customer.token);
    await ok(PAUSE, { id: sub.id, from: before.days[1]!.date, to: before.days[1]!.date }, customer.token);
    const paused = (await mine()).days;
    expect(paused).toHaveLength(before.days.length);
    // The days added after the end date carry the time of the others.
    expect(paused.filter((d) => d.slot?.id !== dawn).map((d) => d.date)).toEqual([]);

    await ok('mutation($id: ID!) { resumeSubscription(subscriptionId: $id) { endDate } }', { id: sub.id }, customer.token);
    const resumed = (await mine()).days;
    expect(resumed.map((d) => [d.date, d.slot?.id ?? null])).toEqual(before.days.map((d) => [d.date, dawn]));
  });

  it('a usual time for the whole plan moves the days in the old usual time and keeps the days set apart', async () => {
    const early = await createSlot('Early', '06:30', '08:30', 20);
    const late = await createSlot('Late', '19:00', '21:00', 20);
    const lunch = await createSlot('Lunch', '12:30', '14:30', 20);
    const customer = await loginAs(t, Role.User);
    await ok(SET_DEFAULT, { id: early }, customer.token);
    await buyPaidSubscription(t, customer, { duration: '7 Days', planName: '7-Day Trial', startInDays: 5 });
    type Mine = { myDeliverySlots: { defaultSlot: { id: string } | null; days: { date: string; slot: { id: string } | null }[] } };
    const mine = async () => (await ok<Mine>(MINE, {}, customer.token)).myDeliverySlots;
    const days = (await mine()).days;
    const apart = days[2]!.date;
    await ok(CHOOSE, { i: { date: apart, slotId: late } }, customer.token);

    await ok(SET_DEFAULT, { id: lunch }, customer.token);
    const after = await mine();
    expect(after.defaultSlot).toEqual({ id: lunch });
    expect(after.days.map((d) => [d.date, d.slot?.id])).toEqual(days.map((d) => [d.date, d.date === apart ? late : lunch]));
    const avail = (
      await ok<{ deliverySlotAvailability: { slotId: string; booked: number }[] }>(AVAILABILITY, { from: days[0]!.date, days: 1 })
    ).deliverySlotAvailability;
    expect([avail.find((a) => a.slotId === early)!.booked, avail.find((a) => a.slotId === lunch)!.booked]).toEqual([0, 1]);
  });

  it('refuses a full or switched-off slot and another customer cannot see these days', async () => {
    const day = new Date(today().getTime() + 12 * DAY);
    const tiny = await createSlot('Tiny', '12:00', '13:00', 1);
    await ok(CHOOSE, { i: { date: ymd(day), slotId: tiny } }, await customerDeliveringOn(day));
    const late = await customerDeliveringOn(day);
    expect(errorCode(await t.gql(CHOOSE, { i: { date: ymd(day), slotId: tiny } }, late))).toBe('SLOT_FULL');
    await ok(UPDATE, { id: tiny, i: { active: false } }, admin);
    expect(errorCode(await t.gql(CHOOSE, { i: { date: ymd(day), slotId: tiny } }, late))).toBe('SLOT_NOT_FOUND');
    const stranger = await createUser(t);
    expect(stranger).toBeTruthy();
    expect(errorCode(await t.gql(MINE, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(CHOOSE, { i: { date: ymd(day), slotId: tiny } }, admin))).toBe('FORBIDDEN');
  });
});
