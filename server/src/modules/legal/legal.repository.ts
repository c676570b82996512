import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { insertUnique, modelReady } from '../../common/database/writes.js';
import { Consent, LegalDocument } from './legal-document.schema.js';
import type { LegalKind } from './legal.types.js';

/** The fields a legal version is written with. */
export type LegalDocumentData = Omit<LegalDocument, '_id' | 'createdAt'>;
/** A version without its texts (the version list). */
export type LegalVersionRow = Pick<LegalDocument, '_id' | 'kind' | 'version' | 'summary' | 'publishedAt' | 'translations'>;

/** The legaldocuments and consents collections (style rule 4). Returns lean objects. */
@Injectable()
export class LegalRepository {
  constructor(
    @InjectModel(LegalDocument.name) private readonly documents: Model<LegalDocument>,
    @InjectModel(Consent.name) private readonly consents: Model<Consent>,
  ) {}

  /** The newest version of `kind`, or null when none was ever published. */
  latest(kind: LegalKind): Promise<LegalDocument | null> {
    return this.documents.findOne({ kind }).sort({ version: -1 }).lean<LegalDocument>().exec();
  }

  /** The newest version of every kind (one index range per kind). */
  async latestOfEach(kinds: readonly LegalKind[]): Promise<LegalDocument[]> {
    const found = await Promise.all(kinds.map((k) => this.latest(k)));
    return found.filter((d): d is LegalDocument => d !== null);
  }

  /** Version `version` of `kind`, or null. */
  byVersion(kind: LegalKind, version: number): Promise<LegalDocument | null> {
    return this.documents.findOne({ kind, version }).lean<LegalDocument>().exec();
  }

  /** Every version of `kind` without the texts (but with the Arabic summary), newest first. */
  versions(kind: LegalKind): Promise<LegalVersionRow[]> {
    return this.documents
      .find({ kind }, { kind: 1, version: 1, summary: 1, publishedAt: 1, 'translations.ar.summary': 1 })
      .sort({ version: -1 })
      .lean<LegalVersionRow[]>()
      .exec();
  }

  /** Inserts a version. @throws the duplicate-key error (11000) when `(kind, version)` is taken. */
  insert(data: LegalDocumentData): Promise<LegalDocument> {
    return insertUnique(this.documents, data);
  }

  /** Inserts version 1 of `data.kind` unless it exists (the texts the site ships with; idempotent, concurrent-safe). */
  async insertFirstIfMissing(data: LegalDocumentData): Promise<void> {
    await modelReady(this.documents);
    try {
      await this.documents.updateOne({ kind: data.kind, version: 1 }, { $setOnInsert: data }, { upsert: true }).exec();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err; // another request stored it first
    }
  }

  /** Appends consents. */
  async insertConsents(rows: Omit<Consent, '_id'>[]): Promise<void> {
    if (rows.length) await this.consents.insertMany(rows);
  }

  /** A customer's consents, newest first. */
  consentsOf(user: Types.ObjectId | string): Promise<Consent[]> {
    return this.consents.find({ user }).sort({ acceptedAt: -1, _id: -1 }).lean<Consent[]>().exec();
  }

  /** The highest version of `kind` the customer accepted, or 0. */
  async acceptedVersion(user: Types.ObjectId | string, kind: LegalKind): Promise<number> {
    const c = await this.consents.findOne({ user, kind }, { version: 1 }).sort({ version: -1 }).lean<Pick<Consent, 'version'>>().exec();
    return c?.version ?? 0;
  }

  /** The consents given at a checkout. */
  consentsAtCheckout(checkout: Types.ObjectId | string): Promise<Consent[]> {
    return this.consents.find({ checkout }).sort({ kind: 1 }).lean<Consent[]>().exec();
  }
}
