import { withoutVersion } from '../../common/database/plain-record.js';
import { Injectable } from '@nestjs/common';
import { searchPattern } from '../../common/paging/page-args.js';
import { totalPagesOf, type Paged } from '../../common/paging/page-query.dto.js';
import { sortSpec, type SortDirection } from '../../common/paging/sort.js';
import type { NewsletterSortField } from './dto/newsletter.inputs.js';
import type { NewsletterSubscriberObject, NewsletterSubscriberPage, SubscribeNewsletterPayload } from './dto/newsletter.object.js';
import type { NewsletterSubscriber } from './newsletter-subscriber.schema.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';
import { NewsletterRepository } from './newsletters.repository.js';

export const NEWSLETTER_THANKS = 'Thanks for subscribing!';
export const NEWSLETTER_ALREADY = 'You are already subscribed. Thank you!';

/** A subscriber in the REST shape of `GET /api/newsletters`: `_id`, `email`, `createdAt` (ISO 8601, UTC). */
export interface NewsletterRow {
  _id: string;
  email: string;
  createdAt: Date;
}

/** How a staff list is ordered: a whitelisted column and direction, else newest first. */
export interface NewsletterSort {
  sortBy?: NewsletterSortField | null;
  sortDir?: SortDirection | null;
}

const orderOf = (s: NewsletterSort = {}) =>
  sortSpec(s.sortBy, s.sortDir, { email: 'email', createdAt: 'createdAt' }, { createdAt: -1, _id: -1 });

function toSubscriberObject(s: NewsletterSubscriber): NewsletterSubscriberObject {
  return { id: s._id.toString(), email: s.email, createdAt: s.createdAt };
}

/** The newsletter list (spec landing page form; dashboard newsletters). */
@Injectable()
export class NewslettersService {
  constructor(private readonly subscribers: NewsletterRepository) {}

  /**
   * The newsletter subscription sent with this e-mail, as stored (the customer's data export, Federal Decree-Law 45/2021).
   * Plain objects without internal fields.
   */
  async recordsOfEmail(email: string): Promise<Record<string, unknown>[]> {
    return (await this.subscribers.findByEmail(email.toLowerCase())).map(({ _id, ...rest }) => ({
      id: _id.toString(),
      ...withoutVersion(rest),
    }));
  }

  /** Erases the newsletter subscription sent with this e-mail (the sender's account was closed). */
  forgetEmail(email: string): Promise<void> {
    return this.subscribers.deleteByEmail(email.toLowerCase());
  }

  /**
   * Subscribes a (trimmed, lower-case) address once; a repeat is a polite success and adds nothing.
   * @returns the message to show and whether the address was already subscribed.
   */
  async subscribe(email: string): Promise<SubscribeNewsletterPayload> {
    const added = await this.subscribers.addIfNew(email);
    return added ? { message: NEWSLETTER_THANKS, alreadySubscribed: false } : { message: NEWSLETTER_ALREADY, alreadySubscribed: true };
  }

  /** Staff: subscribers newest first, in the GraphQL shape. */
  async page(page: number, limit: number, search?: string | null, sort?: NewsletterSort): Promise<NewsletterSubscriberPage> {
    const { rows, total } = await this.subscribers.findPage(page, limit, searchPattern(search), orderOf(sort));
    return { data: rows.map(toSubscriberObject), total, totalPages: totalPagesOf(total, limit) };
  }

  /** Staff, `GET /api/newsletters`: `{ data: NewsletterRow[], totalPages, total }`. */
  async rows(page: number, limit: number, search?: string | null, sort?: NewsletterSort): Promise<Paged<NewsletterRow>> {
    const { rows, total } = await this.subscribers.findPage(page, limit, searchPattern(search), orderOf(sort));
    return {
      data: rows.map((s) => ({ _id: s._id.toString(), email: s.email, createdAt: s.createdAt })),
      total,
      totalPages: totalPagesOf(total, limit),
    };
  }

  /**
   * Staff, `GET /api/newsletters/export.csv`: the subscribers matching the grid's search, in its sort
   * (default oldest first, the order they joined), as rows `email,subscribedAt` (ISO 8601, UTC),
   * read from a cursor in batches of 500.
   */
  async *exportRows(search?: string | null, sort: NewsletterSort = {}): AsyncGenerator<CsvCells[]> {
    const order = sort.sortBy ? orderOf(sort) : { createdAt: 1 as const, _id: 1 as const };
    for await (const batch of inBatches(this.subscribers.cursorFor(searchPattern(search), order), 500)) {
      yield batch.map((s) => [s.email, s.createdAt]);
    }
  }
}
