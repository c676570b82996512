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
   * One stored document of `collection` as the driver returns it (no schema, no casting beyond a
   * 24-hex `_id` string becoming an ObjectId), or null.
   */
  async readEntity(collection: string, filter: Record<string, unknown>): Promise<Record<string, unknown> | null> {
    const id = filter._id;
    if (id !== undefined && !isObjectIdString(id)) return null;
    const query = id === undefined ? filter : { ...filter, _id: new Types.ObjectId(id) };
    return await this.connection.collection(collection).findOne(query);
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
