import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role } from '../../common/auth/roles.decorator.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { localize, storedTranslations } from '../../common/i18n/content.js';
import { Language } from '../../common/i18n/language.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';
import { searchPattern } from '../../common/paging/page-args.js';
import { totalPagesOf } from '../../common/paging/page-query.dto.js';
import { PlanStatus } from '../users/users.types.js';
import { UsersService } from '../users/users.service.js';
import type { SendNotificationInput } from './dto/notice.inputs.js';
import type { MyNotificationObject, MyNotificationPage, SentNotificationObject, SentNotificationPage } from './dto/notice.objects.js';
import { NoticeAudience } from './notice.schema.js';
import { NoticeErrors } from './notices.errors.js';
import { NoticeRepository, type InboxOwner, type NoticeSummary } from './notices.repository.js';

/** Columns of the sent-notifications CSV export (dates ISO 8601 UTC). */
export const NOTICE_CSV_HEADER = ['title', 'message', 'audience', 'recipientCount', 'customerEmail', 'sentByEmail', 'sentAt'] as const;

function toSentObject(n: NoticeSummary): SentNotificationObject {
  return {
    id: n._id.toString(),
    title: n.title,
    message: n.message,
    translations: n.translations?.ar ? { ar: n.translations.ar } : null,
    audience: n.audience,
    recipientCount: n.recipientCount,
    recipientId: n.recipient?.toString() ?? null,
    sentBy: n.sentBy.toString(),
    createdAt: n.createdAt,
  };
}

/** A notice in the customer's inbox, title and message in `lang` (the request's; English where no Arabic). */
function toMyObject(n: NoticeSummary, read: boolean, lang: Language = Language.en): MyNotificationObject {
  return localize({ id: n._id.toString(), title: n.title, message: n.message, read, createdAt: n.createdAt }, n.translations, lang, [
    'title',
    'message',
  ]);
}

/** The sender of notices the product sends by itself: no account has this id. */
export const SYSTEM_SENDER = new Types.ObjectId('000000000000000000000000');

/**
 * In-app notifications (dashboard notifications). A send writes one notice document
 * whatever the audience; reads are one row per (customer, notice) written only when read, so a
 * broadcast to 20,000 customers costs one insert. Not the e-mail `notifications` module.
 */
@Injectable()
export class NoticesService {
  constructor(
    private readonly notices: NoticeRepository,
    private readonly users: UsersService,
  ) {}

  /**
   * Staff: sends a notice. Everyone reaches every customer whose account exists at send time;
   * ActiveCustomers the customers whose plan status is Active now (fixed at send time); OneCustomer
   * the customer `userId`. @throws VALIDATION_FAILED (userId missing or not allowed), NOT_FOUND (customer)
   */
  async send(caller: AuthUser, input: SendNotificationInput): Promise<SentNotificationObject> {
    let recipients: Types.ObjectId[] = [];
    let recipientCount: number;
    if (input.audience === NoticeAudience.OneCustomer) {
      if (!input.userId) throw NoticeErrors.userIdRequired();
      const u = await this.users.findById(input.userId);
      if (!u || u.role !== Role.User) throw NoticeErrors.customerNotFound();
      recipients = [u._id];
      recipientCount = 1;
    } else {
      if (input.userId) throw NoticeErrors.userIdNotAllowed();
      if (input.audience === NoticeAudience.ActiveCustomers) {
        recipients = await this.users.findIdsByPlanStatus(Role.User, PlanStatus.Active);
        recipientCount = recipients.length;
      } else {
        recipientCount = await this.users.count({ role: Role.User });
      }
    }
    const created = await this.notices.create({
      title: input.title,
      message: input.message,
      audience: input.audience,
      recipients,
      recipientCount,
      sentBy: new Types.ObjectId(caller.id),
      ...(storedTranslations(input.translations) ? { translations: storedTranslations(input.translations) } : {}),
    });
    return toSentObject(created);
  }

  /**
   * A notice the product itself sends to one customer (e.g. a renewal waiting for their 3-D Secure), in English
   * with its Arabic; `sentBy` is {@link SYSTEM_SENDER}. It shows in their inbox like a staff one.
   */
  async notifyCustomer(
    userId: Types.ObjectId,
    en: { title: string; message: string },
    ar: { title: string; message: string },
  ): Promise<void> {
    await this.notices.create({
      title: en.title,
      message: en.message,
      audience: NoticeAudience.OneCustomer,
      recipients: [userId],
      recipientCount: 1,
      sentBy: SYSTEM_SENDER,
      ...(storedTranslations({ ar }) ? { translations: storedTranslations({ ar }) } : {}),
    });
  }

  /** Staff: sent notices, newest first; `search` matches title or message. */
  async sentPage(page: number, limit: number, search?: string | null): Promise<SentNotificationPage> {
    const { rows, total } = await this.notices.findSentPage(searchPattern(search), page, limit);
    return { data: rows.map(toSentObject), total, totalPages: totalPagesOf(total, limit) };
  }

  /**
   * Staff CSV export of the sent-notifications grid (`GET /api/notifications/export.csv`, issue "back
   * office" §4): every notice matching the grid's search (not only a page), newest first, as rows of
   * {@link NOTICE_CSV_HEADER}; the customer (OneCustomer) and the sender are named by e-mail, looked up
   * once per batch of 500.
   */
  async *exportRows(search?: string | null): AsyncGenerator<CsvCells[]> {
    for await (const batch of inBatches(this.notices.sentCursor(searchPattern(search)), 500)) {
      const ids = new Set<string>();
      for (const n of batch) {
        ids.add(n.sentBy.toString());
        if (n.audience === NoticeAudience.OneCustomer && n.recipients[0]) ids.add(n.recipients[0].toString());
      }
      const emails = new Map((await this.users.findContacts([...ids])).map((u) => [u._id.toString(), u.email]));
      yield batch.map((n) => [
        n.title,
        n.message,
        n.audience,
        n.recipientCount,
        n.audience === NoticeAudience.OneCustomer && n.recipients[0] ? (emails.get(n.recipients[0].toString()) ?? '') : '',
        emails.get(n.sentBy.toString()) ?? '',
        n.createdAt,
      ]);
    }
  }

  /** The caller's inbox, newest first, each with its `read` flag, and the unread count of the whole inbox. */
  async inbox(caller: AuthUser, page: number, limit: number, lang: Language = Language.en): Promise<MyNotificationPage> {
    const owner = await this.ownerOf(caller);
    const [{ rows, total }, ids] = await Promise.all([this.notices.findInboxPage(owner, page, limit), this.notices.findInboxIds(owner)]);
    const read = await this.notices.findReadIds(owner.userId, ids);
    return {
      data: rows.map((n) => toMyObject(n, read.has(n._id.toString()), lang)),
      total,
      totalPages: totalPagesOf(total, limit),
      unreadCount: ids.length - read.size,
    };
  }

  /** Marks one notice of the caller's inbox read (again is harmless). @throws NOT_FOUND 'Notification not found.' */
  async markRead(caller: AuthUser, id: string, now = new Date(), lang: Language = Language.en): Promise<MyNotificationObject> {
    const owner = await this.ownerOf(caller);
    const notice = isObjectIdString(id) ? await this.notices.findInInbox(owner, id) : null;
    if (!notice) throw NoticeErrors.notFound();
    await this.notices.markRead(owner.userId, [notice._id], now);
    return toMyObject(notice, true, lang);
  }

  /** Marks every notice of the caller's inbox read. @returns how many were unread. */
  async markAllRead(caller: AuthUser, now = new Date()): Promise<number> {
    const owner = await this.ownerOf(caller);
    const ids = await this.notices.findInboxIds(owner);
    const read = await this.notices.findReadIds(owner.userId, ids);
    const unread = ids.filter((id) => !read.has(id.toString()));
    await this.notices.markRead(owner.userId, unread, now);
    return unread.length;
  }

  /** The data export: the customer's whole inbox, newest first, each with its `read` flag (pages of 100). */
  async everyNoticeOf(caller: AuthUser, lang: Language = Language.en): Promise<MyNotificationObject[]> {
    const all: MyNotificationObject[] = [];
    for (let page = 1; ; page++) {
      const { data, totalPages } = await this.inbox(caller, page, 100, lang);
      all.push(...data);
      if (page >= totalPages) return all;
    }
  }

  /**
   * Account closure: forgets which notices the customer read and deletes those sent to them alone (their
   * words may name them); notices sent to many keep only the pseudonymous id among their recipients.
   * @returns the ids of the deleted notices.
   */
  async forgetReader(userId: Types.ObjectId): Promise<string[]> {
    return (await this.notices.deleteReaderAndOwnNotices(userId)).map((id) => id.toString());
  }

  /** Customers get Everyone notices sent since their account was created; staff get none. */
  private async ownerOf(caller: AuthUser): Promise<InboxOwner> {
    const u = await this.users.findById(caller.id);
    if (!u) throw CommonErrors.unauthenticated();
    return { userId: u._id, everyoneSince: u.role === Role.User ? u.createdAt : null };
  }
}
