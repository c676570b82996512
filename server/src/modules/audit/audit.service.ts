import { Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { totalPagesOf } from '../../common/paging/page-query.dto.js';
import { UsersService } from '../users/users.service.js';
import { changedFields } from './audit.diff.js';
import type { AuditCall, AuditTarget } from './audit.registry.js';
import { AuditRepository } from './audit.repository.js';
import type { AuditEntry } from './audit.schema.js';
import type { AuditEntryObject, AuditEntryPage, AuditListArgs } from './dto/audit.objects.js';

/** An entity as read before a mutation, to be compared with the same entity after it. */
export interface AuditSnapshot {
  target?: AuditTarget;
  id?: string;
  before: Record<string, unknown> | null;
}

function toObject(e: AuditEntry): AuditEntryObject {
  return {
    id: e._id.toString(),
    actorId: e.actorId.toString(),
    actorEmail: e.actorEmail,
    actorName: e.actorName,
    actorRole: e.actorRole,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    before: e.before ? JSON.stringify(e.before) : null,
    after: e.after ? JSON.stringify(e.after) : null,
    ip: e.ip,
    createdAt: e.createdAt,
  };
}

/** The actor id of changes the product makes by itself (jobs, webhooks): no account has it. */
export const SYSTEM_ACTOR_ID = new Types.ObjectId('000000000000000000000000');

/**
 * The audit log (docs/decisions/0016-back-office-completeness.md "Audit log"): the interceptor calls {@link snapshot} before a
 * staff mutation and {@link record} after it succeeds; super_admins read it with {@link page}.
 * Nothing here deletes an entry; only a closed account's erasure replaces field values ({@link eraseValuesOf}).
 */
@Injectable()
export class AuditService {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly entries: AuditRepository,
    private readonly users: UsersService,
  ) {}

  /** Reads the entity `target` names from the call's arguments (none for a creation or without a target). */
  async snapshot(target: AuditTarget | undefined, call: AuditCall): Promise<AuditSnapshot> {
    const found = target?.find(call);
    if (!target || !found) return { target, before: null };
    return { target, id: found.id, before: await this.entries.readEntity(target.collection, found.filter, target.fields) };
  }

  /**
   * Appends the entry of a finished staff mutation: reads the entity again (or for the first time,
   * from the result, for a creation) and keeps the changed fields. A failure to write the entry is
   * logged, never turned into an error for a change already made.
   */
  async record(action: string, caller: AuthUser, ip: string | undefined, snap: AuditSnapshot, call: AuditCall): Promise<void> {
    try {
      const found = snap.target?.find(call);
      const id = snap.id ?? found?.id ?? null;
      const after = snap.target && found ? await this.entries.readEntity(snap.target.collection, found.filter, snap.target.fields) : null;
      const diff = snap.target ? changedFields(snap.before, after) : { before: null, after: null };
      const actor = await this.users.findById(caller.id);
      await this.entries.insert({
        actorId: actor?._id ?? (caller.id as never),
        actorEmail: actor?.email ?? '',
        actorName: actor?.fullName ?? '',
        actorRole: caller.role,
        action,
        entity: snap.target?.collection ?? null,
        entityId: id,
        before: diff.before,
        after: diff.after,
        ip: ip ?? null,
      });
    } catch (err) {
      this.logger.error(`audit entry of ${action} by ${caller.id} not written: ${(err as Error).message}`);
    }
  }

  /**
   * Appends the entry of a change made from the command line on the server (no request, no caller token):
   * `actor` is the account the command acted as or created, `origin` says where it ran (e.g. the host name),
   * `after` the fields written (secrets never passed). Unlike {@link record}, a failure is thrown: the
   * command reports it.
   */
  async recordCommand(
    action: string,
    actor: { id: Types.ObjectId; email: string; fullName: string; role: string },
    entity: { collection: string; id: string; after: Record<string, unknown> },
    origin: string,
  ): Promise<void> {
    await this.entries.insert({
      actorId: actor.id,
      actorEmail: actor.email,
      actorName: actor.fullName,
      actorRole: actor.role,
      action,
      entity: entity.collection,
      entityId: entity.id,
      before: null,
      after: entity.after,
      ip: origin,
    });
  }

  /**
   * Appends the entry of a staff read that the law wants traced (a customer's data export): who, what,
   * which entity, when and from where; no field values. A failure is logged, never thrown.
   */
  async recordRead(action: string, caller: AuthUser, ip: string | undefined, entity: string, entityId: string): Promise<void> {
    await this.record(
      action,
      caller,
      ip,
      {
        target: { collection: entity, find: () => ({ filter: { _id: entityId }, id: entityId }), fields: ['_id'] },
        id: entityId,
        before: null,
      },
      { args: {}, caller },
    );
  }

  /**
   * A closed account's right to erasure: the entries about these entities (e.g. notices sent to that customer
   * alone) keep who did what to which entity and when, but their field values become `{ erased: 'account closed' }`.
   */
  eraseValuesOf(entity: string, entityIds: string[]): Promise<void> {
    return this.entries.eraseValues(entity, entityIds, { erased: 'account closed' });
  }

  /**
   * Appends the entry of a change made by the product itself or by a customer on their own data (a daily job, a
   * Stripe webhook, a customer turning automatic renewal off): `actor` is that customer, or null for the system
   * (recorded as actor role `system`, e-mail `system`). A failure is logged, never thrown: the change is made.
   */
  async recordChange(
    action: string,
    actor: { id: Types.ObjectId; email: string; fullName: string; role: string } | null,
    entity: { collection: string; id: string; before: Record<string, unknown> | null; after: Record<string, unknown> },
    origin: string,
  ): Promise<void> {
    try {
      await this.entries.insert({
        actorId: actor?.id ?? SYSTEM_ACTOR_ID,
        actorEmail: actor?.email ?? 'system',
        actorName: actor?.fullName ?? 'FreshFuel',
        actorRole: actor?.role ?? 'system',
        action,
        entity: entity.collection,
        entityId: entity.id,
        before: entity.before,
        after: entity.after,
        ip: origin,
      });
    } catch (err) {
      this.logger.error(`audit entry of ${action} on ${entity.id} not written: ${(err as Error).message}`);
    }
  }

  /** super_admin grid: entries matching the filters, newest first, paged. */
  async page(args: AuditListArgs): Promise<AuditEntryPage> {
    const { rows, total } = await this.entries.findPage(args, args.page, args.limit);
    return { data: rows.map(toObject), total, totalPages: totalPagesOf(total, args.limit) };
  }
}
