import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PermissionsExplorer } from '../../src/common/auth/permissions.explorer.js';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { AUDIT_TARGETS } from '../../src/modules/audit/audit.registry.js';
import { AuditEntry } from '../../src/modules/audit/audit.schema.js';
import { loginAs, uniquePhone } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/**
 * The audit log (docs/decisions/0016-back-office-completeness.md "Audit log"): one interceptor records every staff mutation,
 * GraphQL and REST, with who, role, action, entity, id, changed fields before/after, time and IP;
 * only super_admins read it; nothing can change or delete an entry.
 */

const CREATE_CODE = `mutation($i: CreateDiscountCodeInput!) { createDiscountCode(input: $i) { id code active } }`;
const SET_ACTIVE = `mutation($id: ID!, $a: Boolean!) { setDiscountCodeActive(id: $id, active: $a) { id active } }`;
const AUDIT = `query($entity: String, $entityId: ID, $action: String, $actorId: ID, $from: DateTime, $to: DateTime, $page: Int, $limit: Int) {
  auditLog(entity: $entity, entityId: $entityId, action: $action, actorId: $actorId, from: $from, to: $to, page: $page, limit: $limit) {
    total totalPages data { id actorId actorEmail actorName actorRole action entity entityId before after ip createdAt }
  } }`;

interface Entry {
  id: string;
  actorId: string;
  actorEmail: string;
  actorRole: string;
  action: string;
  entity: string | null;
  entityId: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  createdAt: string;
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let superAdmin: Awaited<ReturnType<typeof loginAs>>;
let customer: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, Role.Admin);
  superAdmin = await loginAs(t, Role.SuperAdmin);
  customer = await loginAs(t, Role.User);
});

afterAll(async () => {
  await t?.close();
});

async function audit(vars: Record<string, unknown>, token = superAdmin.token): Promise<{ total: number; data: Entry[] }> {
  const body = await t.gql<{ auditLog: { total: number; data: Entry[] } }>(AUDIT, vars, token);
  expect(body.errors).toBeUndefined();
  return body.data!.auditLog;
}

const log = () => t.connection.collection('audit_log');

async function createCode(code: string): Promise<string> {
  const body = await t.gql<{ createDiscountCode: { id: string } }>(
    CREATE_CODE,
    {
      i: { code, name: `Code ${code}`, percentage: 15, startDate: '2026-01-01T00:00:00Z', endDate: '2027-01-01T00:00:00Z' },
    },
    admin.token,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createDiscountCode.id;
}

describe('audit log', () => {
  it('records a staff creation and a change with who, role, action, entity, id, changed fields, time and IP', async () => {
    const started = Date.now();
    const id = await createCode('AUDIT10');
    expect((await t.gql(SET_ACTIVE, { id, a: false }, admin.token)).errors).toBeUndefined();
    const { data, total } = await audit({ entity: 'discountcodes', entityId: id });
    expect(total).toBe(2);
    const [change, creation] = data;
    expect(change).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      actorRole: 'admin',
      action: 'setDiscountCodeActive',
      entity: 'discountcodes',
      entityId: id,
    });
    expect(JSON.parse(change!.before!)).toEqual({ active: true });
    expect(JSON.parse(change!.after!)).toEqual({ active: false });
    expect(change!.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(new Date(change!.createdAt).getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(creation).toMatchObject({ action: 'createDiscountCode', entityId: id, before: null });
    expect(JSON.parse(creation!.after!)).toMatchObject({ code: 'AUDIT10', percentage: 15, active: true });
  });

  it('records a REST staff mutation and never copies a secret', async () => {
    const res = await t.http
      .post('/api/users/editProfile')
      .set('Authorization', `Bearer ${admin.token}`)
      .field('full_name', 'Audited Admin')
      .field('phone_no', uniquePhone())
      .field('id', admin.id);
    expect(res.status).toBe(200);
    const { data } = await audit({ action: 'POST /api/users/editProfile', actorId: admin.id });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ entity: 'users', entityId: admin.id, actorRole: 'admin' });
    expect(JSON.parse(data[0]!.after!)).toMatchObject({ fullName: 'Audited Admin' });
    expect(JSON.stringify(await log().find().toArray())).not.toMatch(/argon2/);
  });

  it("does not record customers' own mutations or failed staff calls", async () => {
    const before = await log().countDocuments();
    const own = await t.http
      .post('/api/users/editProfile')
      .set('Authorization', `Bearer ${customer.token}`)
      .field('full_name', 'Customer Changed')
      .field('phone_no', uniquePhone())
      .field('id', customer.id);
    expect(own.status).toBe(200);
    await t.gql(SET_ACTIVE, { id: '0123456789abcdef01234567', a: false }, admin.token);
    expect(await log().countDocuments()).toBe(before);
  });

  it('filters by action, actor and date range, newest first, paged', async () => {
    await createCode('AUDIT20');
    await createCode('AUDIT30');
    const created = await audit({ action: 'createDiscountCode', limit: 2 });
    expect(created.total).toBe(3);
    expect(created.data).toHaveLength(2);
    expect(JSON.parse(created.data[0]!.after!).code).toBe('AUDIT30');
    expect((await audit({ actorId: superAdmin.id })).total).toBe(0);
    expect((await audit({ to: '2000-01-01T00:00:00Z' })).total).toBe(0);
    expect((await audit({ from: new Date(Date.now() - 60_000).toISOString() })).total).toBeGreaterThanOrEqual(3);
  });

  it('is readable by super_admin only', async () => {
    expect(errorCode(await t.gql(AUDIT, {}, admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(AUDIT, {}, customer.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(AUDIT, {}))).toBe('UNAUTHENTICATED');
  });

  it('refuses to change or delete entries: no operation writes them and the model itself refuses', async () => {
    const ops = PermissionsExplorer.forApp(t.app).list();
    const writers = ops.filter(
      (o) => /audit/i.test(o.operation) && (o.kind === 'Mutation' || (o.kind === 'REST' && !o.operation.startsWith('GET'))),
    );
    expect(writers).toEqual([]);
    for (const attempt of [
      t.gql(`mutation { deleteAuditEntry(id: "x") }`, {}, superAdmin.token),
      t.gql(`mutation { updateAuditEntry(id: "x") }`, {}, superAdmin.token),
    ])
      expect(errorCode(await attempt)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await t.http.delete('/api/audit').set('Authorization', `Bearer ${superAdmin.token}`)).status).toBe(404);
    const model = t.app.get<Model<AuditEntry>>(getModelToken(AuditEntry.name));
    const count = await model.countDocuments();
    const one = await model.findOne().lean();
    await expect(model.updateOne({ _id: one!._id }, { $set: { action: 'forged' } })).rejects.toThrow(/append-only/);
    await expect(model.deleteMany({})).rejects.toThrow(/append-only/);
    await expect(model.findOneAndDelete({ _id: one!._id })).rejects.toThrow(/append-only/);
    expect(await model.countDocuments()).toBe(count);
    expect((await model.findById(one!._id).lean())!.action).toBe(one!.action);
  });

  it('has an entity reader for every staff-only mutation', () => {
    const staffOnly = PermissionsExplorer.forApp(t.app)
      .list()
      .filter(
        (o) =>
          Array.isArray(o.access) &&
          !o.access.includes(Role.User) &&
          (o.kind === 'Mutation' || (o.kind === 'REST' && !o.operation.startsWith('GET'))),
      );
    expect(staffOnly.length).toBeGreaterThan(20);
    expect(staffOnly.map((o) => o.handler).filter((h) => !AUDIT_TARGETS[h])).toEqual([]);
  });
});
