import { getModelToken } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { Notice } from '../../src/modules/notices/notice.schema.js';
import { PlanStatus } from '../../src/modules/users/user.schema.js';
import { loginAs, userModel, type CreatedUser } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/** Issue 5 §8: notifications reach exactly their audience; each customer has their own read state. */

const SEND = `mutation($i: SendNotificationInput!) { sendNotification(input: $i) { id title audience recipientCount recipientId sentBy createdAt } }`;
const SENT = `query($search: String, $page: Int, $limit: Int) { sentNotifications(search: $search, page: $page, limit: $limit) { total totalPages data { id title audience recipientCount recipientId } } }`;
const MINE = `query($page: Int, $limit: Int) { myNotifications(page: $page, limit: $limit) { total totalPages unreadCount data { id title message read createdAt } } }`;
const READ = `mutation($id: ID!) { markNotificationRead(id: $id) { id read } }`;
const READ_ALL = 'mutation { markAllNotificationsRead }';

interface Inbox {
  total: number;
  totalPages: number;
  unreadCount: number;
  data: { id: string; title: string; read: boolean }[];
}

let t: TestApp;
let admin: CreatedUser & { token: string };
let active1: CreatedUser & { token: string };
let active2: CreatedUser & { token: string };
let idle: CreatedUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  [admin, active1, active2, idle] = await Promise.all([
    loginAs(t, Role.Admin),
    loginAs(t, Role.User),
    loginAs(t, Role.User),
    loginAs(t, Role.User),
  ]);
  await userModel(t)
    .updateMany({ _id: trusted({ $in: [active1.id, active2.id] }) }, { $set: { planStatus: PlanStatus.Active } })
    .exec();
});

afterAll(async () => {
  await t?.close();
});

async function send(i: Record<string, unknown>) {
  const body = await t.gql<{ sendNotification: { id: string; recipientCount: number; recipientId: string | null; audience: string } }>(
    SEND,
    { i },
    admin.token,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.sendNotification;
}

async function inbox(user: { token: string }, vars: Record<string, unknown> = {}): Promise<Inbox> {
  const body = await t.gql<{ myNotifications: Inbox }>(MINE, vars, user.token);
  expect(body.errors).toBeUndefined();
  return body.data!.myNotifications;
}

describe('audiences', () => {
  type Sent = Awaited<ReturnType<typeof send>>;
  let everyone: Sent;
  let activeOnly: Sent;
  let direct: Sent;

  it('Everyone, ActiveCustomers and OneCustomer reach exactly their customers', async () => {
    everyone = await send({ title: 'Eid hours', message: 'Deliveries start at 9 on Eid.', audience: 'Everyone' });
    activeOnly = await send({ title: 'Menu week 12', message: 'New dinners this week.', audience: 'ActiveCustomers' });
    direct = await send({ title: 'Your driver', message: 'Ahmed delivers today.', audience: 'OneCustomer', userId: idle.id });
    expect([everyone, activeOnly, direct].map((n) => [n.audience, n.recipientCount, n.recipientId])).toEqual([
      ['Everyone', 3, null],
      ['ActiveCustomers', 2, null],
      ['OneCustomer', 1, idle.id],
    ]);
    expect((await inbox(active1)).data.map((n) => n.title)).toEqual(['Menu week 12', 'Eid hours']);
    expect((await inbox(active2)).data.map((n) => n.title)).toEqual(['Menu week 12', 'Eid hours']);
    expect((await inbox(idle)).data.map((n) => n.title)).toEqual(['Your driver', 'Eid hours']);
    // Staff receive none of the customers' notices.
    expect((await inbox(admin)).total).toBe(0);
  });

  it('one document per send, whatever the audience size', async () => {
    const notices = t.app.get<Model<Notice>>(getModelToken(Notice.name));
    expect(await notices.countDocuments({}).exec()).toBe(3);
    const stored = await notices.findById(everyone.id).lean<Notice>().exec();
    expect(stored!.recipients).toEqual([]);
  });

  it('a customer who joins later does not get earlier broadcasts, and the active list was fixed when sent', async () => {
    const late = await loginAs(t, Role.User);
    await userModel(t)
      .updateOne({ _id: late.id }, { $set: { planStatus: PlanStatus.Active } })
      .exec();
    expect(await inbox(late)).toMatchObject({ total: 0, unreadCount: 0 });
    await send({ title: 'Welcome all', message: 'Hello!', audience: 'Everyone' });
    expect((await inbox(late)).data.map((n) => n.title)).toEqual(['Welcome all']);
  });

  it('refuses a OneCustomer notice without a customer, a staff recipient, and a customer for other audiences', async () => {
    expect(errorCode(await t.gql(SEND, { i: { title: 'X', message: 'Y', audience: 'OneCustomer' } }, admin.token))).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorCode(await t.gql(SEND, { i: { title: 'X', message: 'Y', audience: 'OneCustomer', userId: admin.id } }, admin.token))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await t.gql(SEND, { i: { title: 'X', message: 'Y', audience: 'Everyone', userId: idle.id } }, admin.token))).toBe(
      'VALIDATION_FAILED',
    );
    const blank = await t.gql(SEND, { i: { title: '  ', message: 'Y', audience: 'Everyone' } }, admin.token);
    expect(blank.errors?.[0]?.extensions?.fields).toEqual({ title: 'Title is required' });
  });

  it('sentNotifications lists every send newest first, searchable', async () => {
    const all = (await t.gql<{ sentNotifications: { total: number; data: { title: string }[] } }>(SENT, {}, admin.token)).data!
      .sentNotifications;
    expect(all.data.map((n) => n.title)).toEqual(['Welcome all', 'Your driver', 'Menu week 12', 'Eid hours']);
    const found = (
      await t.gql<{ sentNotifications: { total: number; data: { title: string }[] } }>(SENT, { search: 'DINNERS' }, admin.token)
    ).data!.sentNotifications;
    expect(found.data.map((n) => n.title)).toEqual(['Menu week 12']);
    expect(
      (await t.gql<{ sentNotifications: { totalPages: number } }>(SENT, { limit: 3 }, admin.token)).data!.sentNotifications.totalPages,
    ).toBe(2);
  });
});

describe('read state', () => {
  it('marks one read for its reader only, counts unread, and refuses notices of others', async () => {
    const before = await inbox(active1);
    expect(before.unreadCount).toBe(3);
    const target = before.data.find((n) => n.title === 'Eid hours')!;
    const marked = await t.gql<{ markNotificationRead: { id: string; read: boolean } }>(READ, { id: target.id }, active1.token);
    expect(marked.data!.markNotificationRead).toEqual({ id: target.id, read: true });
    await t.gql(READ, { id: target.id }, active1.token); // twice is harmless
    const after = await inbox(active1);
    expect(after.unreadCount).toBe(2);
    expect(after.data.find((n) => n.id === target.id)!.read).toBe(true);
    expect((await inbox(active2)).unreadCount).toBe(3);
    const direct = (await inbox(idle)).data.find((n) => n.title === 'Your driver')!;
    expect(errorCode(await t.gql(READ, { id: direct.id }, active1.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(READ, { id: 'nope' }, active1.token))).toBe('NOT_FOUND');
  });

  it('marks all read, and pages the inbox with the whole unread count', async () => {
    const page = await inbox(active2, { limit: 2, page: 1 });
    expect(page).toMatchObject({ total: 3, totalPages: 2, unreadCount: 3 });
    expect(page.data).toHaveLength(2);
    const marked = await t.gql<{ markAllNotificationsRead: number }>(READ_ALL, {}, active2.token);
    expect(marked.data!.markAllNotificationsRead).toBe(3);
    expect(await inbox(active2)).toMatchObject({ unreadCount: 0 });
    expect((await inbox(active2)).data.every((n) => n.read)).toBe(true);
    expect((await t.gql<{ markAllNotificationsRead: number }>(READ_ALL, {}, active2.token)).data!.markAllNotificationsRead).toBe(0);
    expect((await inbox(active1)).unreadCount).toBe(2);
  });
});
