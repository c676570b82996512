import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SortSpec } from '../../common/paging/sort.js';
import type { Model } from 'mongoose';
import { isDuplicateKeyError, retryOnWriteConflict } from '../../common/database/object-id.js';
import { NewsletterSubscriber } from './newsletter-subscriber.schema.js';
import { findPage } from '../../common/database/find-page.js';
import { modelReady } from '../../common/database/writes.js';

/** The newsletters collection (style rule 4). Returns lean objects. */
@Injectable()
export class NewsletterRepository {
  constructor(@InjectModel(NewsletterSubscriber.name) private readonly subscribers: Model<NewsletterSubscriber>) {}

  /** Every newsletter subscription record sent with this e-mail (lower-case), oldest first. */
  findByEmail(email: string): Promise<NewsletterSubscriber[]> {
    return this.subscribers.find({ email }).sort({ createdAt: 1, _id: 1 }).lean<NewsletterSubscriber[]>().exec();
  }

  /** Deletes every record sent with this e-mail (lower-case). */
  async deleteByEmail(email: string): Promise<void> {
    await this.subscribers.deleteMany({ email }).exec();
  }

  /**
   * Adds the address once. @returns true when added, false when it was on the list already
   * (found first, or inserted by a concurrent request: the unique index's 11000 error). An insert that
   * DocumentDB refuses as a deadlock among concurrent inserts of the same key wrote nothing and is tried
   * again (it then succeeds or meets the duplicate).
   */
  async addIfNew(email: string): Promise<boolean> {
    await modelReady(this.subscribers); // the unique e-mail index must exist before the first write relies on it
    if (await this.subscribers.exists({ email }).exec()) return false;
    try {
      await retryOnWriteConflict(() => this.subscribers.create({ email }));
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /** Newest first; `search` matches the address. */
  async findPage(
    page: number,
    limit: number,
    search: RegExp | null,
    sort: SortSpec = { createdAt: -1, _id: -1 },
  ): Promise<{ rows: NewsletterSubscriber[]; total: number }> {
    const filter = search ? { email: search } : {};
    return findPage(this.subscribers, filter, sort, page, limit);
  }

  /** Every subscriber matching `search`, in `sort` order, through a cursor (the CSV export). */
  cursorFor(search: RegExp | null, sort: SortSpec): AsyncIterable<NewsletterSubscriber> {
    return this.subscribers
      .find(search ? { email: search } : {})
      .sort(sort)
      .lean<NewsletterSubscriber[]>()
      .cursor({ batchSize: 1000 });
  }
}
