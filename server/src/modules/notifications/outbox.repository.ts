import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OutboxEntryRecord } from './outbox-entry.schema.js';

/** The development outbox collection (`dev_outbox`). */
@Injectable()
export class OutboxRepository {
  constructor(@InjectModel(OutboxEntryRecord.name) private readonly entries: Model<OutboxEntryRecord>) {}

  /** Stores one sent mail. */
  async add(entry: Omit<OutboxEntryRecord, '_id'>): Promise<void> {
    await this.entries.create(entry);
  }

  /** Deletes every mail sent to `to` (lower-cased). */
  async deleteTo(to: string): Promise<void> {
    await this.entries.deleteMany({ to: to.toLowerCase() }).exec();
  }

  /** The newest `limit` mails, newest first; only those to `to` (lower-cased) when given. */
  list(limit: number, to?: string) {
    const filter = to ? { to: to.toLowerCase() } : {};
    return this.entries.find(filter, { _id: 0 }).sort({ sentAt: -1, _id: -1 }).limit(limit).lean<Omit<OutboxEntryRecord, '_id'>[]>().exec();
  }
}
