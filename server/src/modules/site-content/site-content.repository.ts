import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { SiteContent } from './site-content.schema.js';
import { modelReady } from '../../common/database/writes.js';

/** The sitecontents collection (style rule 4). Returns lean objects. */
@Injectable()
export class SiteContentRepository {
  constructor(@InjectModel(SiteContent.name) private readonly contents: Model<SiteContent>) {}

  findByKey(key: string) {
    return this.contents.findOne({ key }).lean<SiteContent>().exec();
  }

  /** Sets fields of the `key` document, creating it when missing; returns the document after the change. */
  async upsertFields(key: string, set: Partial<SiteContent>): Promise<SiteContent> {
    await modelReady(this.contents); // one document per key: the unique index must exist first
    const doc = await this.contents
      .findOneAndUpdate({ key }, { $set: set, $setOnInsert: { key } }, { upsert: true, returnDocument: 'after' })
      .lean<SiteContent>()
      .exec();
    return doc;
  }

  /** Creates the `key` document with `fields` when it does not exist (seed; never overwrites staff edits). */
  async insertIfMissing(key: string, fields: Partial<SiteContent>): Promise<void> {
    await modelReady(this.contents);
    await this.contents.updateOne({ key }, { $setOnInsert: { ...fields, key } }, { upsert: true }).exec();
  }
}
