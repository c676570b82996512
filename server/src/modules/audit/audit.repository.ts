import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Connection, type Model } from 'mongoose';
import { isObjectIdString } from '../../common/database/object-id.js';
import { AuditEntry } from './audit.schema.js';
import { findPage } from '../../common/database/find-page.js';

/** Filters of the audit grid (all optional, combined with AND). */
export interface AuditFilter {
  entity?: string;
  entityId?: string;
  action?: string;
  actorId?: string;
  from?: Date;
  to?: Date;
}

/**
 * The audit_log collection (insert and read only: the schema refuses updates and deletes) and the
 * generic entity reader the audit interceptor uses to see an entity before and after a mutation.
 */
@Injectable()
export class AuditRepository {
  constructor(
    @InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** Appends one entry. */
  async insert(entry: Omit<AuditEntry, '_id' | 'createdAt'>): Promise<void> {
    await this.entries.create(entry);
  }

  /**
   * Replaces the field values of the entries about these entities with `marker` (who, what, which entity and
   * when stay): the one change ever made to an entry, when the entity held a customer's personal data and the
   * customer's account was closed (their right to erasure). Written through the driver on purpose: the model
   * refuses every update (the schema's append-only hooks), so nothing else can change an entry by mistake.
   */
  async eraseValues(entity: string, entityIds: string[], marker: Record<string, unknown>): Promise<void> {
    if (!entityIds.length) return;
    await this.connection
      .collection(this.entries.collection.collectionName)
      .updateMany({ entity, entityId: { $in: entityIds } }, { $set: { before: marker, after: marker } });
  }

  /**
   * One stored document of `collection` as the driver returns it (no schema, no casting beyond a
   * 24-hex `_id` string becoming an ObjectId), or null.
   */
  async readEntity(
    collection: string,
    filter: Record<string, unknown>,
    fields?: readonly string[],
  ): Promise<Record<string, unknown> | null> {
    const id = filter._id;
    if (id !== undefined && !isObjectIdString(id)) return null;
    const query = id === undefined ? filter : { ...filter, _id: new Types.ObjectId(id) };
    const projection = fields ? Object.fromEntries(fields.map((f) => [f, 1])) : undefined;
    return await this.connection.collection(collection).findOne(query, projection ? { projection } : {});
  }

  /** One page of entries matching `f`, newest first, and the total. */
  async findPage(f: AuditFilter, page: number, limit: number): Promise<{ rows: AuditEntry[]; total: number }> {
    const created = f.from || f.to ? { createdAt: trusted({ ...(f.from ? { $gte: f.from } : {}), ...(f.to ? { $lt: f.to } : {}) }) } : {};
    const filter = {
      ...(f.entity ? { entity: f.entity } : {}),
      ...(f.entityId ? { entityId: f.entityId } : {}),
      ...(f.action ? { action: f.action } : {}),
      ...(f.actorId && isObjectIdString(f.actorId) ? { actorId: new Types.ObjectId(f.actorId) } : {}),
      ...created,
    };
    return findPage(this.entries, filter, { createdAt: -1, _id: -1 }, page, limit);
  }
}
