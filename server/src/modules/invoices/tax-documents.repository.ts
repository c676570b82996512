import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError, isTransientWriteConflict, retryOnWriteConflict } from '../../common/database/object-id.js';
import { modelReady } from '../../common/database/writes.js';
import { TaxCounter, TaxDocument, type TaxDocumentKind } from './tax-document.schema.js';

/** Tax document numbers: sequential per kind, without gaps, one per source key. */
@Injectable()
export class TaxDocumentRepository {
  constructor(
    @InjectModel(TaxDocument.name) private readonly docs: Model<TaxDocument>,
    @InjectModel(TaxCounter.name) private readonly counters: Model<TaxCounter>,
  ) {}

  /**
   * The document issued for `key`, issuing it with the next number of `kind` if there is none yet.
   * Concurrent callers for one key get one document; for different keys, consecutive numbers.
   */
  async issue(kind: TaxDocumentKind, key: string): Promise<TaxDocument> {
    // The unique indexes must exist before numbers are taken (modelReady retries DocumentDB's transient
    // deadlock of concurrent index builds: two instances starting, parallel first issues).
    await Promise.all([modelReady(this.docs), modelReady(this.counters)]);
    for (let attempt = 0; attempt < 50; attempt++) {
      const existing = await this.docs.findOne({ key }).lean<TaxDocument>().exec();
      if (existing) return existing;
      const counter = await this.counters.findById(kind).lean<TaxCounter>().exec();
      const next = (counter?.seq ?? 0) + 1;
      try {
        const doc = await this.docs.create({ kind, number: next, key });
        await this.advance(kind, next);
        return doc.toObject();
      } catch (err) {
        if (isTransientWriteConflict(err)) continue; // DocumentDB: racing writers; read the state again
        if (!isDuplicateKeyError(err)) throw err;
        // Issued for this key meanwhile: that one stands (moving the counter here would leave a gap).
        const mine = await this.findByKey(key);
        if (mine) return mine;
        // The number was taken (a racing issuer, or a crash before the counter moved): move the counter on.
        await this.advance(kind, next);
      }
    }
    throw new Error(`Could not issue a ${kind} number for ${key}`);
  }

  /** The document issued for `key`, or null. */
  findByKey(key: string) {
    return this.docs.findOne({ key }).lean<TaxDocument>().exec();
  }

  /** Every number issued of `kind`, ascending (tests check there is no gap). */
  async numbers(kind: TaxDocumentKind): Promise<number[]> {
    return (await this.docs.find({ kind }, { number: 1 }).sort({ number: 1 }).lean<{ number: number }[]>().exec()).map((d) => d.number);
  }

  private async advance(kind: string, to: number): Promise<void> {
    await retryOnWriteConflict(async () => {
      try {
        await this.counters.updateOne({ _id: kind }, { $max: { seq: to } }, { upsert: true }).exec();
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err; // two first upserts raced: the other one created it
        await this.counters.updateOne({ _id: kind }, { $max: { seq: to } }).exec();
      }
    });
  }
}
