import { Types } from 'mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { createUser } from '../factories/users.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * The staff lists' contact reads (orders grid customers, kitchen manifest stops) on the real database:
 * one `_id: { $in }` read that answers each account once, skips unknown ids and carries only the
 * projected fields.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

it('answers each known account once, whatever the mix of string and ObjectId ids and repeats', async () => {
  const [a, b] = await Promise.all([
    createUser(t, { role: Role.User, fullName: 'Contact A' }),
    createUser(t, { role: Role.User, fullName: 'Contact B' }),
  ]);
  const unknown = new Types.ObjectId();
  const users = t.app.get(UsersService);
  const rows = await users.findContacts([a.id, new Types.ObjectId(a.id), b.id, unknown, b.id]);
  expect(rows.map((r) => r.fullName).sort()).toEqual(['Contact A', 'Contact B']);
  const first = rows.find((r) => r._id.toString() === a.id)!;
  expect(Object.keys(first).sort()).toEqual(['_id', 'email', 'fullName', 'phoneNo', 'role']);

  const stops = await users.findDeliveryContacts([b.id]);
  expect(stops).toHaveLength(1);
  expect(Object.keys(stops[0]).sort()).toEqual(['_id', 'deliveryAddress', 'fullName', 'phoneNo']);
  expect(await users.findContacts([])).toEqual([]);
});
