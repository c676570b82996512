import { Role } from '../../src/common/auth/roles.decorator.js';
import { insertOrder } from '../factories/admin.js';
import { createUser, loginAs, uniquePhone } from '../factories/users.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * The staff grids' indexed search follows every write: a renamed customer or a changed phone number is found
 * by the new value and no longer by the old one, and an order is found by its number's last part.
 */
const CUSTOMERS = `query($search: String) { customers(search: $search, limit: 50) { total data { id fullName phoneNo } } }`;
const ORDERS = `query($search: String) { adminOrders(search: $search, limit: 50) { total data { orderNumber } } }`;
const UPDATE_PROFILE = `mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { id fullName phoneNo } }`;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, Role.Admin)).token;
});
afterAll(async () => t?.close());

const customerIds = async (search: string) =>
  (await t.gql<{ customers: { data: { id: string }[] } }>(CUSTOMERS, { search }, admin)).data!.customers.data.map((c) => c.id);

it('finds a customer by the new name and phone after a profile change, not by the old ones', async () => {
  const customer = await loginAs(t, Role.User, { fullName: 'Qasim Oldname' });
  expect(await customerIds('qasim old')).toEqual([customer.id]);

  const phoneNo = uniquePhone();
  const changed = await t.gql(UPDATE_PROFILE, { input: { fullName: 'Qasim Newname', phoneNo } }, customer.token);
  expect(changed.errors).toBeUndefined();

  expect(await customerIds('oldname')).toEqual([]);
  expect(await customerIds('newname')).toEqual([customer.id]);
  expect(await customerIds(phoneNo.slice(-7))).toEqual([customer.id]);
  expect(await customerIds(customer.phoneNo.slice(-7))).toEqual([]);
  // The national form of a UAE number finds the stored international one.
  if (phoneNo.startsWith('+971')) expect(await customerIds(`0${phoneNo.slice(4)}`)).toEqual([customer.id]);
});

it("finds a customer's orders by the new name and phone after a profile change, not by the old ones", async () => {
  const customer = await loginAs(t, Role.User, { fullName: 'Yusra Formername' });
  // A number of its own, so the order-number searches of the next test do not meet it.
  const order = await insertOrder(t, { userId: customer.id, orderNumber: `FF-300101-Y${Date.now().toString(36).toUpperCase()}` });
  const orderNumbers = async (search: string) =>
    (await t.gql<{ adminOrders: { data: { orderNumber: string }[] } }>(ORDERS, { search }, admin)).data!.adminOrders.data.map(
      (o) => o.orderNumber,
    );
  expect(await orderNumbers('yusra former')).toEqual([order.orderNumber]);
  expect(await orderNumbers(customer.email.slice(0, 12))).toEqual([order.orderNumber]);

  const phoneNo = uniquePhone();
  const changed = await t.gql(UPDATE_PROFILE, { input: { fullName: 'Yusra Latername', phoneNo } }, customer.token);
  expect(changed.errors).toBeUndefined();

  expect(await orderNumbers('formername')).toEqual([]);
  expect(await orderNumbers('latername')).toEqual([order.orderNumber]);
  expect(await orderNumbers(phoneNo.slice(-7))).toEqual([order.orderNumber]);
  expect(await orderNumbers(customer.phoneNo.slice(-7))).toEqual([]);
});

it("finds an order by its number's last part, its full number in any case, or its customer's Arabic name", async () => {
  const customer = await createUser(t, { fullName: 'سارة المنصوري' });
  const order = await insertOrder(t, { userId: customer.id, total: 12_300 });
  const tail = order.orderNumber.slice(order.orderNumber.lastIndexOf('-') + 1);
  for (const search of [tail, tail.slice(0, 4).toLowerCase(), order.orderNumber.toLowerCase(), 'المنصوري']) {
    const found = await t.gql<{ adminOrders: { data: { orderNumber: string }[] } }>(ORDERS, { search }, admin);
    expect({ search, numbers: found.data!.adminOrders.data.map((o) => o.orderNumber) }).toEqual({ search, numbers: [order.orderNumber] });
  }
});

it('matches an e-mail or order number by its start only, up to its last character, and keeps each list to its roles', async () => {
  const stem = `prefix.${Date.now().toString(36)}`;
  const x = await createUser(t, { email: `${stem}x@example.com`, fullName: 'Prefix Customer' });
  const y = await createUser(t, { email: `${stem}y@example.com`, fullName: 'Prefix Customer' });
  const staff = await createUser(t, { role: Role.Admin, email: `${stem}x.staff@example.com`, fullName: 'Prefix Customer' });
  expect(await customerIds(`${stem}x`)).toEqual([x.id]);
  expect((await customerIds(stem)).sort()).toEqual([x.id, y.id].sort());
  expect(await customerIds(`${stem}x@example.com.`)).toEqual([]);
  expect((await customerIds('prefix customer')).sort()).toEqual(expect.arrayContaining([x.id, y.id].sort()));
  expect(await customerIds('prefix customer')).not.toContain(staff.id);

  const order = await insertOrder(t, { userId: x.id, total: 5_000 });
  const numbers = async (search: string) =>
    (await t.gql<{ adminOrders: { data: { orderNumber: string }[] } }>(ORDERS, { search }, admin)).data!.adminOrders.data.map(
      (o) => o.orderNumber,
    );
  expect(await numbers(`${stem}x`)).toEqual([order.orderNumber]);
  expect(await numbers(`${stem}y`)).toEqual([]);
  expect(await numbers(order.orderNumber.slice(0, -1).toLowerCase())).toContain(order.orderNumber);
  expect(await numbers(`${order.orderNumber}0`)).toEqual([]);
});
