import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { Notice, NoticeAudience, NoticeRead } from './notice.schema.js';
import { findPage } from '../../common/database/find-page.js';
import { modelReady } from '../../common/database/writes.js';

/** A notice without its (possibly long) recipient list. */
export type NoticeSummary = Omit<Notice, 'recipients'> & { recipient?: Types.ObjectId | null };

/** Whose inbox a query reads: the user, and since when Everyone notices reach them (null: none do, e.g. staff). */
export interface InboxOwner {
  userId: Types.ObjectId;
  everyoneSince: Date | null;
}

const NO_RECIPIENTS = { recipients: 0 } as const;

/** The notices and noticereads collections. */
@Injectable()
export class NoticeRepository {
  constructor(
    @InjectModel(Notice.name) private readonly notices: Model<Notice>,
    @InjectModel(NoticeRead.name) private readonly reads: Model<NoticeRead>,
  ) {}

  /** Stores one notice (one document whatever the audience size). */
  async create(data: Omit<Notice, '_id' | 'createdAt' | 'updatedAt'>): Promise<NoticeSummary> {
    const doc = await this.notices.create(data);
    const { recipients, ...rest } = doc.toObject();
    return { ...rest, recipient: data.audience === NoticeAudience.OneCustomer ? (recipients[0] ?? null) : null };
  }

  /** Staff list: newest first; `search` matches title or message. Recipient lists are not loaded (OneCustomer's one id is). */
  async findSentPage(search: RegExp | null, page: number, limit: number): Promise<{ rows: NoticeSummary[]; total: number }> {
    const filter = search ? { $or: [{ title: search }, { message: search }] } : {};
    const { rows, total } = await findPage<Notice, NoticeSummary>(this.notices, filter, { createdAt: -1, _id: -1 }, page, limit, {
      projection: NO_RECIPIENTS,
    });
    const single = rows.filter((r) => r.audience === NoticeAudience.OneCustomer).map((r) => r._id);
    if (single.length) {
      const recipients = await this.notices
        .find({ _id: trusted({ $in: single }) }, { recipients: 1 })
        .lean<Pick<Notice, '_id' | 'recipients'>[]>()
        .exec();
      const byId = new Map(recipients.map((r) => [r._id.toString(), r.recipients[0] ?? null]));
      for (const r of rows) r.recipient = byId.get(r._id.toString()) ?? null;
    }
    return { rows, total };
  }

  /**
   * Every sent notice matching `search` (title or message), newest first, read from a cursor. Only the
   * first recipient is loaded (`$slice`), which is the customer of a OneCustomer notice.
   */
  sentCursor(search: RegExp | null): AsyncIterable<Omit<Notice, 'recipients'> & { recipients: Types.ObjectId[] }> {
    const filter = search ? { $or: [{ title: search }, { message: search }] } : {};
    return this.notices
      .find(filter, { recipients: { $slice: 1 } })
      .sort({ createdAt: -1, _id: -1 })
      .lean<Notice[]>()
      .cursor({ batchSize: 500 });
  }

  /** One page of an inbox, newest first (recipient lists not loaded). */
  async findInboxPage(owner: InboxOwner, page: number, limit: number): Promise<{ rows: NoticeSummary[]; total: number }> {
    const filter = inboxFilter(owner);
    return findPage<Notice, NoticeSummary>(this.notices, filter, { createdAt: -1, _id: -1 }, page, limit, { projection: NO_RECIPIENTS });
  }

  /** Ids of every notice in an inbox. */
  async findInboxIds(owner: InboxOwner): Promise<Types.ObjectId[]> {
    return (await this.notices.find(inboxFilter(owner), { _id: 1 }).lean<Pick<Notice, '_id'>[]>().exec()).map((n) => n._id);
  }

  /** The notice when it is in the inbox, else null. `id` must be an ObjectId string. */
  findInInbox(owner: InboxOwner, id: string) {
    return this.notices
      .findOne({ $and: [{ _id: new Types.ObjectId(id) }, inboxFilter(owner)] }, NO_RECIPIENTS)
      .lean<NoticeSummary>()
      .exec();
  }

  /** Which of these notices the user has read. */
  async findReadIds(user: Types.ObjectId, noticeIds: Types.ObjectId[]): Promise<Set<string>> {
    if (noticeIds.length === 0) return new Set();
    const rows = await this.reads
      .find({ user, notice: trusted({ $in: noticeIds }) }, { notice: 1 })
      .lean<Pick<NoticeRead, 'notice'>[]>()
      .exec();
    return new Set(rows.map((r) => r.notice.toString()));
  }

  /** Records reads (idempotent: the unique (user, notice) index refuses repeats, which are ignored). @returns how many were new. */
  /** Forgets which notices the user read and deletes the notices sent to them alone (their account is closed); the ids of those notices. */
  async deleteReaderAndOwnNotices(user: Types.ObjectId): Promise<Types.ObjectId[]> {
    const own = { audience: NoticeAudience.OneCustomer, recipients: [user] };
    const ids = (await this.notices.find(own, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>().exec()).map((n) => n._id);
    await this.reads.deleteMany({ user }).exec();
    await this.notices.deleteMany(own).exec();
    return ids;
  }

  async markRead(user: Types.ObjectId, noticeIds: Types.ObjectId[], now: Date): Promise<number> {
    if (noticeIds.length === 0) return 0;
    await modelReady(this.reads); // the unique index must exist before it settles repeats
    try {
      const inserted = await this.reads.insertMany(
        noticeIds.map((notice) => ({ user, notice, readAt: now })),
        { ordered: false },
      );
      return inserted.length;
    } catch (err) {
      if (!isDuplicateKeyError(err) && !hasOnlyDuplicateKeyErrors(err)) throw err;
      return (err as { insertedDocs?: unknown[] }).insertedDocs?.length ?? 0;
    }
  }
}

/** The notices addressed to one user: their own (recipients) and, for customers, Everyone since they joined. */
function inboxFilter(owner: InboxOwner) {
  const own = { recipients: owner.userId };
  if (!owner.everyoneSince) return own;
  return { $or: [own, { audience: NoticeAudience.Everyone, createdAt: trusted({ $gte: owner.everyoneSince }) }] };
}

/** An unordered bulk insert whose every failure is a duplicate key. */
function hasOnlyDuplicateKeyErrors(err: unknown): boolean {
  const errors = (err as { writeErrors?: { code?: number; err?: { code?: number } }[] }).writeErrors;
  return Array.isArray(errors) && errors.length > 0 && errors.every((e) => (e.code ?? e.err?.code) === 11000);
}
