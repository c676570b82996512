import { jest } from '@jest/globals';
import { Types } from 'mongoose';
import { Clock } from '../../src/common/clock.js';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { migrateAddressBooks } from '../../src/ops/address-book-migration.js';
import { Migrator } from '../../src/ops/migrations.js';
import { ensureBuiltServer } from '../setup/built-server.js';
import { revertThrough } from '../setup/migrations.js';
import { buyPaidSubscription } from '../factories/paid-subscription.js';
import { STRIPE_TEST_ENV } from '../factories/payments.js';
import { loginAs, TEST_ADDRESS } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type GqlBody, type TestApp } from '../setup/test-app.js';

/**
 * The address book and each delivery day's address (docs/decisions/0088-an-address-book-and-an-address-per-day.md):
 * labelled addresses with one default, owner only; a weekday rule and a day moved to another address reach the
 * kitchen manifest and its CSV; deleting an address in use asks where its days go; the versioned migration moves
 * the single address written the old way into the book, once.
 */

const DAY = 86_400_000;
const ADDRESS = 'id label isDefault area building apartment city instructions formatted';
const MINE = `{ myAddresses { ${ADDRESS} } }`;
const ADD = `mutation($i: AddressBookInput!) { addAddress(input: $i) { ${ADDRESS} } }`;
const UPDATE = `mutation($id: ID!, $i: AddressBookInput!) { updateAddress(id: $id, input: $i) { ${ADDRESS} } }`;
const SET_DEFAULT = `mutation($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }`;
const DELETE = `mutation($id: ID!, $to: ID) { deleteAddress(id: $id, moveDaysTo: $to) { id label isDefault } }`;
const DAYS = `{ myDayAddresses { weekdayRules { weekday address { label } } days { date source changeable address { label } } } }`;
const WEEKDAY = `mutation($i: WeekdayAddressInput!) { setWeekdayAddress(input: $i) { weekdayRules { weekday address { label } } } }`;
const MOVE = `mutation($i: DayAddressInput!) { moveDayAddress(input: $i) { days { date source address { label } } } }`;
const STAFF_READ = `query($id: ID!) { customerAddresses(userId: $id) { label } }`;
const STAFF_DAYS = `query($id: ID!) { customerDayAddresses(userId: $id) { weekdayRules { weekday address { label isDefault } } days { date source changeable address { label } } } }`;
const MANIFEST = `query($date: String!) { kitchenManifest(date: $date) { stops { customerName address addressLabel instructions } } }`;
const PAUSE =
  'mutation($id: ID!, $from: String!, $to: String!) { pauseSubscription(subscriptionId: $id, from: $from, to: $to) { endDate } }';

const OFFICE = {
  label: 'Office',
  area: 'Business Bay',
  building: 'Bay Square 5',
  apartment: 'Office 310',
  city: 'Dubai',
  instructions: 'Reception',
};

type Address = { id: string; label: string; isDefault: boolean; building: string; formatted: string };
type DayRow = { date: string; source: string; changeable: boolean; address: { label: string } | null };

let t: TestApp;
let admin: string;
const ymd = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp(STRIPE_TEST_ENV);
  await seedDatabase(t);
  admin = (await loginAs(t, Role.Admin)).token;
});

afterAll(async () => {
  await t?.close();
});

async function ok<T>(query: string, vars: Record<string, unknown>, token?: string): Promise<T> {
  const body: GqlBody<T> = await t.gql<T>(query, vars, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

const book = async (token: string) => (await ok<{ myAddresses: Address[] }>(MINE, {}, token)).myAddresses;
const days = async (token: string) => (await ok<{ myDayAddresses: { days: DayRow[] } }>(DAYS, {}, token)).myDayAddresses.days;

async function manifestStop(date: string, name: string) {
  const m = await ok<{ kitchenManifest: { stops: { customerName: string; address: string | null; addressLabel: string | null }[] } }>(
    MANIFEST,
    { date },
    admin,
  );
  return m.kitchenManifest.stops.find((s) => s.customerName === name);
}

describe('the address book', () => {
  it('starts from the address written the old way, as the default "Home"; adds, edits and changes the default', async () => {
    const c = await loginAs(t, Role.User);
    const start = await book(c.token);
    expect(start).toEqual([
      expect.objectContaining({
        label: 'Home',
        isDefault: true,
        building: TEST_ADDRESS.building,
        formatted: 'Apt 1204, Marina Heights Tower, Dubai Marina, Dubai',
      }),
    ]);
    const added = (await ok<{ addAddress: Address[] }>(ADD, { i: OFFICE }, c.token)).addAddress;
    expect(added.map((a) => [a.label, a.isDefault, a.formatted])).toEqual([
      ['Home', true, 'Apt 1204, Marina Heights Tower, Dubai Marina, Dubai'],
      ['Office', false, 'Office 310, Bay Square 5, Business Bay, Dubai'],
    ]);
    const office = added[1]!.id;
    const edited = (
      await ok<{ updateAddress: Address[] }>(UPDATE, { id: office, i: { ...OFFICE, label: 'Work', building: 'Bay Square 6' } }, c.token)
    ).updateAddress;
    expect(edited[1]).toMatchObject({ id: office, label: 'Work', building: 'Bay Square 6' });

    await ok(SET_DEFAULT, { id: office }, c.token);
    const me = await ok<{ me: { deliveryAddress: { formatted: string } } }>('{ me { deliveryAddress { formatted } } }', {}, c.token);
    // The single address older callers read follows the default.
    expect(me.me.deliveryAddress.formatted).toBe('Office 310, Bay Square 6, Business Bay, Dubai');
    expect((await book(c.token)).map((a) => [a.label, a.isDefault])).toEqual([
      ['Home', false],
      ['Work', true],
    ]);

    // The profile's single-address form edits the default and keeps its label.
    await ok(
      `mutation($i: DeliveryAddressInput!) { updateDeliveryAddress(input: $i) { id } }`,
      { i: { area: 'Business Bay', building: 'Bay Square 7', city: 'Dubai' } },
      c.token,
    );
    expect((await book(c.token))[1]).toMatchObject({ label: 'Work', isDefault: true, formatted: 'Bay Square 7, Business Bay, Dubai' });
  });

  it('refuses a bad address, a sixth address and deleting the default, writing nothing', async () => {
    const c = await loginAs(t, Role.User);
    const blank = await t.gql(ADD, { i: { ...OFFICE, label: '  ' } }, c.token);
    expect(errorCode(blank)).toBe('VALIDATION_FAILED');
    expect(blank.errors![0]!.message).toBe('Label is required');
    const noArea = await t.gql(ADD, { i: { ...OFFICE, area: '' } }, c.token);
    expect(errorCode(noArea)).toBe('VALIDATION_FAILED');
    expect(await book(c.token)).toHaveLength(1);

    // Five at once when four places are left: exactly four get in.
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => t.gql(ADD, { i: { ...OFFICE, label: `Place ${n}` } }, c.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(4);
    const full = results.find((r) => r.errors)!;
    expect(errorCode(full)).toBe('ADDRESS_BOOK_FULL');
    expect(full.errors![0]!.message).toBe('You can keep at most 5 addresses. Delete one first.');
    const five = await book(c.token);
    expect(five).toHaveLength(5);
    expect(five.filter((a) => a.isDefault).map((a) => a.label)).toEqual(['Home']);

    const home = five[0]!.id;
    const refused = await t.gql(DELETE, { id: home }, c.token);
    expect(errorCode(refused)).toBe('ADDRESS_IS_DEFAULT');
    const ar = await t.http
      .post('/graphql')
      .set('Authorization', `Bearer ${c.token}`)
      .set('Accept-Language', 'ar')
      .send({ query: DELETE, variables: { id: home } });
    expect(ar.body.errors[0].message).toBe('لا يمكن حذف العنوان الافتراضي. اجعل عنوانًا آخر هو الافتراضي أولًا.');
    expect(await book(c.token)).toEqual(five);

    // An address no day uses goes without a question.
    expect((await ok<{ deleteAddress: Address[] }>(DELETE, { id: five[4]!.id }, c.token)).deleteAddress).toHaveLength(4);
  });

  it("is its owner's only: another customer can neither read nor change it; staff may read it", async () => {
    const owner = await loginAs(t, Role.User, { fullName: 'Book Owner' });
    const other = await loginAs(t, Role.User);
    const [, office] = (await ok<{ addAddress: Address[] }>(ADD, { i: OFFICE }, owner.token)).addAddress;
    const before = await book(owner.token);

    expect((await book(other.token)).map((a) => a.label)).toEqual(['Home']);
    for (const [query, vars] of [
      [UPDATE, { id: office!.id, i: { ...OFFICE, label: 'Mine now' } }],
      [SET_DEFAULT, { id: office!.id }],
      [DELETE, { id: office!.id }],
      [MOVE, { i: { date: ymd(new Date(Date.now() + 10 * DAY)), addressId: office!.id } }],
    ] as const) {
      const code = errorCode(await t.gql(query, vars, other.token));
      expect([query.slice(0, 30), code]).toEqual([query.slice(0, 30), query === MOVE ? 'NO_DELIVERY_THAT_DAY' : 'ADDRESS_NOT_FOUND']);
    }
    // A rule naming someone else's address.
    expect(errorCode(await t.gql(WEEKDAY, { i: { weekday: 0, addressId: office!.id } }, other.token))).toBe('ADDRESS_NOT_FOUND');
    expect(await book(owner.token)).toEqual(before);

    expect(errorCode(await t.gql(STAFF_READ, { id: owner.id }, other.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(MINE, {}))).toBe('UNAUTHENTICATED');
    expect((await ok<{ customerAddresses: { label: string }[] }>(STAFF_READ, { id: owner.id }, admin)).customerAddresses).toEqual([
      { label: 'Home' },
      { label: 'Office' },
    ]);
  });
});

describe('each day its address', () => {
  it('sends a weekday to the office and moves one day; the manifest and its CSV show each day its own address', async () => {
    const c = await loginAs(t, Role.User, { fullName: 'Weekday Office' });
    const sub = await buyPaidSubscription(t, c, { duration: '7 Days', planName: '7-Day Trial', startInDays: 5 });
    const office = (await ok<{ addAddress: Address[] }>(ADD, { i: OFFICE }, c.token)).addAddress[1]!.id;
    const planned = await days(c.token);
    expect(planned.length).toBe(7);
    expect(planned.every((d) => d.source === 'Default' && d.address?.label === 'Home' && d.changeable)).toBe(true);
    const [d0, d1, d2, d3] = planned.map((d) => d.date);
    const weekday = new Date(`${d2}T00:00:00Z`).getUTCDay();

    const rules = (await ok<{ setWeekdayAddress: { weekdayRules: unknown[] } }>(WEEKDAY, { i: { weekday, addressId: office } }, c.token))
      .setWeekdayAddress.weekdayRules;
    expect(rules).toEqual([{ weekday, address: { label: 'Office' } }]);
    const moved = (await ok<{ moveDayAddress: { days: DayRow[] } }>(MOVE, { i: { date: d3, addressId: office } }, c.token)).moveDayAddress
      .days;
    expect(moved.map((d) => [d.date, d.source, d.address?.label])).toEqual(
      planned.map((d) => [d.date, ...(d.date === d2 ? ['Weekday', 'Office'] : d.date === d3 ? ['Day', 'Office'] : ['Default', 'Home'])]),
    );

    const officeLine = 'Office 310, Bay Square 5, Business Bay, Dubai';
    const homeLine = 'Apt 1204, Marina Heights Tower, Dubai Marina, Dubai';
    expect(await manifestStop(d2!, 'Weekday Office')).toMatchObject({
      address: officeLine,
      addressLabel: 'Office',
      instructions: 'Reception',
    });
    expect(await manifestStop(d3!, 'Weekday Office')).toMatchObject({ address: officeLine, addressLabel: 'Office' });
    expect(await manifestStop(d1!, 'Weekday Office')).toMatchObject({ address: homeLine, addressLabel: 'Home' });
    // Staff read the same rules and days, read-only; a customer cannot read another's, nor staff a made-up id.
    const staff = await ok<{ customerDayAddresses: { weekdayRules: unknown[]; days: DayRow[] } }>(STAFF_DAYS, { id: c.id }, admin);
    expect(staff.customerDayAddresses.weekdayRules).toEqual([{ weekday, address: { label: 'Office', isDefault: false } }]);
    expect(staff.customerDayAddresses.days.map((d) => [d.date, d.source, d.address?.label])).toEqual(
      moved.map((d) => [d.date, d.source, d.address?.label]),
    );
    const snooper = await loginAs(t, Role.User, { fullName: 'Address Snooper' });
    expect(errorCode(await t.gql(STAFF_DAYS, { id: c.id }, snooper.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(STAFF_DAYS, { id: c.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(STAFF_DAYS, { id: new Types.ObjectId().toString() }, admin))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(STAFF_DAYS, { id: 'not-an-id' }, admin))).toBe('NOT_FOUND');

    const csv = await t.http.get(`/api/kitchen/manifest.csv?date=${d2}`).set('Authorization', `Bearer ${admin}`).expect(200);
    const row = csv.text.split('\r\n').find((l) => l.includes('Weekday Office'))!;
    expect(row).toContain(`"${officeLine}",Reception,`);
    expect(row.endsWith(',Office')).toBe(true);

    // No delivery that day; past the cut-off (the delivery time's).
    expect(errorCode(await t.gql(MOVE, { i: { date: ymd(new Date(sub.startDate.getTime() - DAY)), addressId: office } }, c.token))).toBe(
      'NO_DELIVERY_THAT_DAY',
    );
    const clock = t.app.get(Clock);
    const realNow = clock.now.bind(clock);
    clock.now = () => new Date(sub.startDate.getTime() - 24 * 3_600_000);
    try {
      const late = await t.gql(MOVE, { i: { date: d0, addressId: office } }, c.token);
      expect(errorCode(late)).toBe('CUTOFF_PASSED');
      expect(late.errors![0]!.message).toMatch(
        /^The delivery address for \d{2}-\d{2}-\d{4} could be changed until \d{2}-\d{2}-\d{4} \d{2}:\d{2}, Dubai time\.$/,
      );
      // A new rule for the first day's weekday leaves that day (past its cut-off) where it was.
      const first = new Date(`${d0}T00:00:00Z`).getUTCDay();
      await ok(WEEKDAY, { i: { weekday: first, addressId: office } }, c.token);
      expect((await manifestStop(d0!, 'Weekday Office'))!.addressLabel).toBe('Home');
      // Nor does a new default move it.
      await ok(SET_DEFAULT, { id: office }, c.token);
      expect((await manifestStop(d0!, 'Weekday Office'))!.addressLabel).toBe('Home');
      const after = await days(c.token);
      const locked = after.filter((d) => !d.changeable);
      expect(locked.length).toBeGreaterThan(0);
      expect(locked.map((d) => d.address?.label)).toEqual(locked.map(() => 'Home'));
      const open = after.find((d) => d.changeable && d.source === 'Default')!;
      expect(open.address?.label).toBe('Office');
      expect((await manifestStop(open.date, 'Weekday Office'))!.addressLabel).toBe('Office');
      // And the address it keeps cannot be deleted until that day is past.
      const home = (await book(c.token))[0]!;
      const refused = await t.gql(DELETE, { id: home.id, to: office }, c.token);
      expect(errorCode(refused)).toBe('ADDRESS_LOCKED');
      expect(refused.errors![0]!.message).toBe(
        `The delivery on ${d0} uses this address and can no longer change. Delete it after that day.`,
      );
      expect((await book(c.token)).map((a) => a.label)).toEqual(['Home', 'Office']);
    } finally {
      clock.now = realNow;
    }
  });

  it('keeps the rules through a pause: a day added at the end takes its weekday rule; a moved day that is paused is forgotten', async () => {
    const c = await loginAs(t, Role.User, { fullName: 'Pause Rules' });
    const sub = await buyPaidSubscription(t, c, { duration: '7 Days', planName: '7-Day Trial', startInDays: 5 });
    const office = (await ok<{ addAddress: Address[] }>(ADD, { i: OFFICE }, c.token)).addAddress[1]!.id;
    const before = await days(c.token);
    const [d0, d1] = before.map((d) => d.date);
    // The day a one-day pause adds after the end has the first day's weekday (7 days in a row).
    await ok(WEEKDAY, { i: { weekday: new Date(`${d0}T00:00:00Z`).getUTCDay(), addressId: office } }, c.token);
    await ok(MOVE, { i: { date: d1, addressId: office } }, c.token);
    await ok(PAUSE, { id: sub.id, from: d1, to: d1 }, c.token);
    const after = await days(c.token);
    const added = after.at(-1)!;
    expect(added.date).toBe(ymd(new Date(new Date(`${before.at(-1)!.date}T00:00:00Z`).getTime() + DAY)));
    expect([added.source, added.address?.label]).toEqual(['Weekday', 'Office']);
    expect(after.find((d) => d.date === d1)).toBeUndefined();
    expect(await t.connection.db!.collection('delivery_day_addresses').countDocuments({ user: new Types.ObjectId(c.id) })).toBe(0);
    expect((await manifestStop(added.date, 'Pause Rules'))!.addressLabel).toBe('Office');
  });

  it('asks where the days of an address in use go before deleting it, then moves them', async () => {
    const c = await loginAs(t, Role.User, { fullName: 'Delete In Use' });
    await buyPaidSubscription(t, c, { duration: '7 Days', planName: '7-Day Trial', startInDays: 5 });
    const added = (await ok<{ addAddress: Address[] }>(ADD, { i: OFFICE }, c.token)).addAddress;
    const [home, office] = [added[0]!.id, added[1]!.id];
    const gym = (await ok<{ addAddress: Address[] }>(ADD, { i: { ...OFFICE, label: 'Gym', building: 'Gym Tower' } }, c.token))
      .addAddress[2]!.id;
    const planned = await days(c.token);
    const [, d1, d2] = planned.map((d) => d.date);
    await ok(WEEKDAY, { i: { weekday: new Date(`${d1}T00:00:00Z`).getUTCDay(), addressId: office } }, c.token);
    await ok(MOVE, { i: { date: d2, addressId: office } }, c.token);
    const rulesBefore = await t.connection
      .db!.collection('delivery_address_rules')
      .find({ user: new Types.ObjectId(c.id) })
      .toArray();

    const asked = await t.gql(DELETE, { id: office }, c.token);
    expect(errorCode(asked)).toBe('ADDRESS_IN_USE');
    expect(asked.errors![0]!.extensions).toMatchObject({ days: 2, weekdays: 1 });
    expect(errorCode(await t.gql(DELETE, { id: office, to: office }, c.token))).toBe('VALIDATION_FAILED');
    expect(errorCode(await t.gql(DELETE, { id: office, to: new Types.ObjectId().toString() }, c.token))).toBe('ADDRESS_NOT_FOUND');
    expect((await book(c.token)).map((a) => a.label)).toEqual(['Home', 'Office', 'Gym']);
    expect(
      await t.connection
        .db!.collection('delivery_address_rules')
        .find({ user: new Types.ObjectId(c.id) })
        .toArray(),
    ).toEqual(rulesBefore);

    // To another address: the rule and the moved day follow it.
    await ok(DELETE, { id: office, to: gym }, c.token);
    const moved = await days(c.token);
    expect(moved.find((d) => d.date === d1)).toMatchObject({ source: 'Weekday', address: { label: 'Gym' } });
    expect(moved.find((d) => d.date === d2)).toMatchObject({ source: 'Day', address: { label: 'Gym' } });
    // To the default: the rule goes, the moved day goes home.
    await ok(DELETE, { id: gym, to: home }, c.token);
    const last = await days(c.token);
    expect(last.find((d) => d.date === d1)).toMatchObject({ source: 'Default', address: { label: 'Home' } });
    expect(last.find((d) => d.date === d2)).toMatchObject({ address: { label: 'Home' } });
    expect((await manifestStop(d1!, 'Delete In Use'))!.addressLabel).toBe('Home');
  });
});

describe('the address-book migration', () => {
  it('moves each address written the old way into the book as the default "Home", once', async () => {
    const users = t.connection.db!.collection('users');
    const ids = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];
    const legacy = (i: number) => ({
      _id: ids[i],
      fullName: `Legacy ${i}`,
      email: `legacy-address-${i}-${ids[i]!.toString()}@example.com`,
      phoneNo: `+9715${String(Date.now() + i).slice(-8)}`,
      role: 'user',
      planStatus: 'None',
      emailVerified: true,
      active: true,
      passwordHash: 'x',
      tokenVersion: 0,
    });
    await users.insertMany([
      { ...legacy(0), deliveryAddress: { area: 'Al Barsha', building: 'Villa 9', city: 'Dubai' } },
      {
        ...legacy(1),
        deliveryAddress: { area: 'JLT', building: 'Cluster D', apartment: '2107', city: 'Dubai', instructions: 'Gate 4411' },
      },
      legacy(2), // no address: nothing to move
    ]);
    const first = await migrateAddressBooks(t.connection.db!);
    expect(first.moved).toBeGreaterThanOrEqual(2);
    expect(first.moved).toBe(first.scanned);
    const [a, b, none] = await Promise.all(ids.map((_id) => users.findOne({ _id })));
    expect(a!.addresses).toEqual([
      { _id: a!.defaultAddress, label: 'Home', version: 0, area: 'Al Barsha', building: 'Villa 9', city: 'Dubai' },
    ]);
    expect(b!.addresses[0]).toMatchObject({ label: 'Home', apartment: '2107', instructions: 'Gate 4411' });
    expect(b!.defaultAddress).toEqual(b!.addresses[0]._id);
    expect(b!.deliveryAddress).toMatchObject({ building: 'Cluster D' });
    expect(none).not.toHaveProperty('addresses');

    const again = await migrateAddressBooks(t.connection.db!);
    expect(again).toEqual({ scanned: 0, moved: 0 });
    expect((await users.findOne({ _id: ids[1] }))!.addresses).toEqual(b!.addresses);
  });

  it('runs as the real data migration (npm run migrate -- up), once; down removes the books and keeps the address', async () => {
    ensureBuiltServer();
    const users = t.connection.db!.collection('users');
    const _id = new Types.ObjectId();
    await users.insertOne({
      _id,
      fullName: 'Legacy Migrator',
      email: `legacy-migrator-${_id.toString()}@example.com`,
      phoneNo: `+9715${String(Date.now()).slice(-8)}`,
      role: 'user',
      planStatus: 'None',
      emailVerified: true,
      active: true,
      passwordHash: 'x',
      tokenVersion: 0,
      deliveryAddress: { area: 'Al Quoz', building: 'Warehouse 4', city: 'Dubai' },
    });
    const logs: string[] = [];
    const spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
    try {
      const migrator = new Migrator(t.connection.db!, t.connection.getClient());
      expect(await migrator.up()).toContain('20261128230000-address-book.cjs');
      expect((await users.findOne({ _id }))!.addresses).toEqual([expect.objectContaining({ label: 'Home', building: 'Warehouse 4' })]);
      expect(logs.find((l) => l.startsWith('address-book:'))).toMatch(
        /^address-book: (\d+) of \1 accounts' addresses moved into their address book as "Home"$/,
      );
      expect(await migrator.up()).toEqual([]);

      expect(await revertThrough(migrator, '20261128230000-address-book.cjs')).toContain('20261128230000-address-book.cjs');
      const after = await users.findOne({ _id });
      expect(after).not.toHaveProperty('addresses');
      expect(after).not.toHaveProperty('defaultAddress');
      expect(after!.deliveryAddress).toMatchObject({ building: 'Warehouse 4' });
    } finally {
      spy.mockRestore();
    }
  }, 300_000);
});
