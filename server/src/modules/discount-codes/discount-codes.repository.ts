import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DiscountCode } from './discount-code.schema.js';

/** The discountcodes collection. */
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
}
