import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SortSpec } from '../../common/paging/sort.js';
import { AmbassadorApplication, type AmbassadorStatus } from './ambassador.schema.js';
import { findPage } from '../../common/database/find-page.js';
import { insertUnique, setById } from '../../common/database/writes.js';

export type AmbassadorApplicationData = Omit<AmbassadorApplication, '_id' | 'status' | 'createdAt' | 'updatedAt'>;

/** The ambassadors collection (style rule 4). Returns lean objects. */
/** The staff list's filter: optional status; `search` matches name, e-mail, phone or an account URL. */
function ambassadorFilter(search: RegExp | null, status?: AmbassadorStatus) {
  return {
    ...(status ? { status } : {}),
    ...(search
      ? {
          $or: [
            { fullName: search },
            { email: search },
            { phone: search },
            { accountURL1: search },
            { accountURL2: search },
            { accountURL3: search },
          ],
        }
      : {}),
  };
}

@Injectable()
export class AmbassadorRepository {
  constructor(@InjectModel(AmbassadorApplication.name) private readonly applications: Model<AmbassadorApplication>) {}

  /** Every ambassador application record sent with this e-mail (lower-case), oldest first. */
  findByEmail(email: string): Promise<AmbassadorApplication[]> {
    return this.applications.find({ email }).sort({ createdAt: 1, _id: 1 }).lean<AmbassadorApplication[]>().exec();
  }

  /** Deletes every record sent with this e-mail (lower-case). */
  async deleteByEmail(email: string): Promise<void> {
    await this.applications.deleteMany({ email }).exec();
  }

  /**
   * Inserts a Pending application.
   * @throws the driver's duplicate-key error (11000) when the e-mail has applied already.
   */
  create(data: AmbassadorApplicationData): Promise<AmbassadorApplication> {
    return insertUnique(this.applications, data);
  }

  /** One page in `sort` order (default newest first); `search` matches name, e-mail, phone or an account URL. */
  async findPage(
    page: number,
    limit: number,
    search: RegExp | null,
    status?: AmbassadorStatus,
    sort: SortSpec = { createdAt: -1, _id: -1 },
  ): Promise<{ rows: AmbassadorApplication[]; total: number }> {
    const filter = ambassadorFilter(search, status);
    return findPage(this.applications, filter, sort, page, limit);
  }
  /** Every application {@link findPage} would list, in `sort` order, through a cursor (the CSV export). */
  cursorFor(search: RegExp | null, status: AmbassadorStatus | undefined, sort: SortSpec): AsyncIterable<AmbassadorApplication> {
    return this.applications.find(ambassadorFilter(search, status)).sort(sort).lean<AmbassadorApplication[]>().cursor({ batchSize: 500 });
  }

  /** Sets the status; returns the updated application, or null when unknown. `id` must be an ObjectId string. */
  setStatus(id: string, status: AmbassadorStatus) {
    return setById(this.applications, id, { status });
  }
}
