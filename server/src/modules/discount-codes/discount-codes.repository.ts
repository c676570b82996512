import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import type { SortSpec } from '../../common/paging/sort.js';
import { DiscountCode } from './discount-code.schema.js';
import { findPage } from '../../common/database/find-page.js';
import { insertUnique, setById } from '../../common/database/writes.js';

/** The fields a code is written with. */
export type DiscountCodeData = Omit<DiscountCode, '_id' | 'createdAt' | 'updatedAt'>;

/** The discountcodes collection. */
/** The admin list's filter: ended before `now` or not; `search` matches code or name. */
function codeFilter(q: { expired: boolean; now: Date; search: RegExp | null }) {
  // Active: switched on and not ended; the other tab: ended or switched off.
  const state = q.expired
    ? { $or: [{ endDate: trusted({ $lt: q.now }) }, { active: false }] }
    : { endDate: trusted({ $gte: q.now }), active: true };
  return q.search ? { $and: [state, { $or: [{ code: q.search }, { name: q.search }] }] } : state;
}

@Injectable()
export class DiscountCodeRepository {
  constructor(@InjectModel(DiscountCode.name) private readonly codes: Model<DiscountCode>) {}

  /** The code stored as `code` (already trimmed and upper-cased by the caller). */
  findByCode(code: string) {
    return this.codes.findOne({ code }).lean<DiscountCode>().exec();
  }

  /** Inserts or updates a code by its unique `code` (seed and tests; idempotent). */
  async upsertByCode(data: Omit<DiscountCode, '_id' | 'createdAt' | 'updatedAt'>) {
    const code = data.code.trim().toUpperCase();
    await this.codes.updateOne({ code }, { $set: { ...data, code } }, { upsert: true, runValidators: true }).exec();
  }

  /**
   * Codes usable now or later (switched on and not ended before `now`), or with `expired` the others
   * (ended or switched off); `search` matches code or name. One page in `sort` order.
   */
  async findPage(
    q: { expired: boolean; now: Date; search: RegExp | null },
    page: number,
    limit: number,
    sort: SortSpec,
  ): Promise<{ rows: DiscountCode[]; total: number }> {
    const filter = codeFilter(q);
    return findPage(this.codes, filter, sort, page, limit);
  }

  /** Every code of the list {@link findPage} pages, in `sort` order, through a cursor (the CSV export). */
  cursorFor(q: { expired: boolean; now: Date; search: RegExp | null }, sort: SortSpec): AsyncIterable<DiscountCode> {
    return this.codes.find(codeFilter(q)).sort(sort).lean<DiscountCode[]>().cursor({ batchSize: 500 });
  }

  /** Any code by id. `id` must be an ObjectId string. */
  findById(id: string) {
    return this.codes.findById(id).lean<DiscountCode>().exec();
  }

  /** Inserts a code. @throws the driver's duplicate-key error (11000) when the code is taken. */
  create(data: DiscountCodeData): Promise<DiscountCode> {
    return insertUnique(this.codes, data);
  }

  /** Sets fields; returns the updated code, or null when unknown. @throws 11000 when a new code is taken. */
  update(id: string, set: Partial<DiscountCodeData>) {
    return setById(this.codes, id, set);
  }
}
