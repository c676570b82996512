import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SortSpec } from '../../common/paging/sort.js';
import { ContactRequest, type ContactRequestType } from './contact-request.schema.js';
import { findPage } from '../../common/database/find-page.js';
import { setById } from '../../common/database/writes.js';

export type ContactRequestData = Omit<ContactRequest, '_id' | 'handled' | 'createdAt' | 'updatedAt'>;

/** The contactrequests collection (style rule 4). Returns lean objects. */
/** The staff list's filter: optional type; `search` matches name, e-mail, phone, company or message. */
function contactFilter(search: RegExp | null, type?: ContactRequestType) {
  return {
    ...(type ? { type } : {}),
    ...(search ? { $or: [{ name: search }, { email: search }, { phone: search }, { company: search }, { message: search }] } : {}),
  };
}

@Injectable()
export class ContactRepository {
  constructor(@InjectModel(ContactRequest.name) private readonly requests: Model<ContactRequest>) {}

  /** Every contact requests record sent with this e-mail (lower-case), oldest first. */
  findByEmail(email: string): Promise<ContactRequest[]> {
    return this.requests.find({ email }).sort({ createdAt: 1, _id: 1 }).lean<ContactRequest[]>().exec();
  }

  /** Deletes every record sent with this e-mail (lower-case). */
  async deleteByEmail(email: string): Promise<void> {
    await this.requests.deleteMany({ email }).exec();
  }

  async create(data: ContactRequestData): Promise<ContactRequest> {
    const doc = await this.requests.create({ ...data, handled: false });
    return doc.toObject();
  }

  /** One page in `sort` order (default newest first); `search` matches name, e-mail, phone, company or message. */
  async findPage(
    page: number,
    limit: number,
    search: RegExp | null,
    type?: ContactRequestType,
    sort: SortSpec = { createdAt: -1, _id: -1 },
  ): Promise<{ rows: ContactRequest[]; total: number }> {
    const filter = contactFilter(search, type);
    return findPage(this.requests, filter, sort, page, limit);
  }

  /** Every request {@link findPage} would list, in `sort` order, through a cursor (the CSV export). */
  cursorFor(search: RegExp | null, type: ContactRequestType | undefined, sort: SortSpec): AsyncIterable<ContactRequest> {
    return this.requests.find(contactFilter(search, type)).sort(sort).lean<ContactRequest[]>().cursor({ batchSize: 500 });
  }

  /** Marks a request handled or not; returns it, or null when unknown. `id` must be an ObjectId string. */
  setHandled(id: string, handled: boolean) {
    return setById(this.requests, id, { handled });
  }
}
