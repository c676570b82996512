import { withoutVersion } from '../../common/database/plain-record.js';
import { Injectable } from '@nestjs/common';
import { CommonErrors } from '../../common/errors/app-error.js';
import { searchPattern } from '../../common/paging/page-args.js';
import { totalPagesOf } from '../../common/paging/page-query.dto.js';
import { sortSpec, type SortDirection } from '../../common/paging/sort.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { normalizePhone } from '../../common/validation/phone.js';
import { ContactErrors } from './contact.errors.js';
import { ContactRepository } from './contact.repository.js';
import { ContactRequestType, type ContactRequest } from './contact-request.schema.js';
import type { ContactRequestObject, ContactRequestPage } from './dto/contact.object.js';
import type { ContactInput, ContactSortField, CorporateEnquiryInput } from './dto/contact.inputs.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';

/** Stored paths of the sortable contact columns. */
const CONTACT_SORT_PATHS: Record<ContactSortField, string> = {
  name: 'name',
  email: 'email',
  type: 'type',
  handled: 'handled',
  createdAt: 'createdAt',
};

/** The success text of both forms. */
export const CONTACT_THANKS = "Thanks! We'll get back to you within one business day.";

function toContactObject(r: ContactRequest): ContactRequestObject {
  return {
    id: r._id.toString(),
    type: r.type,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    company: r.company ?? null,
    teamSize: r.teamSize ?? null,
    handled: r.handled,
    createdAt: r.createdAt,
  };
}

/** Contact-us messages and corporate enquiries (spec /corporate; dashboard contact_us). */
/** Columns of the contact-request CSV export. */
export const CONTACT_CSV_HEADER = ['type', 'name', 'email', 'phone', 'company', 'teamSize', 'message', 'handled', 'createdAt'] as const;

@Injectable()
export class ContactService {
  constructor(private readonly requests: ContactRepository) {}

  /**
   * The contact requests sent with this e-mail, as stored (the customer's data export, Federal Decree-Law 45/2021).
   * Plain objects without internal fields.
   */
  async recordsOfEmail(email: string): Promise<Record<string, unknown>[]> {
    return (await this.requests.findByEmail(email.toLowerCase())).map(({ _id, ...rest }) => ({
      id: _id.toString(),
      ...withoutVersion(rest),
    }));
  }

  /** Erases the contact requests sent with this e-mail (the sender's account was closed). */
  forgetEmail(email: string): Promise<void> {
    return this.requests.deleteByEmail(email.toLowerCase());
  }

  /** Stores a contact-us message (phone in E.164). @returns the thank-you message. @throws VALIDATION_FAILED. */
  async submitContact(input: ContactInput): Promise<{ message: string }> {
    await this.requests.create({
      type: ContactRequestType.Contact,
      name: input.name,
      email: input.email,
      phone: this.phone(input.phone),
      message: input.message,
    });
    return { message: CONTACT_THANKS };
  }

  /** Stores a corporate enquiry (phone in E.164). @returns the thank-you message. @throws VALIDATION_FAILED. */
  async submitCorporate(input: CorporateEnquiryInput): Promise<{ message: string }> {
    await this.requests.create({
      type: ContactRequestType.Corporate,
      name: input.contactName,
      email: input.email,
      phone: this.phone(input.phone),
      message: input.message,
      company: input.company,
      teamSize: input.teamSize,
    });
    return { message: CONTACT_THANKS };
  }

  /** Staff: requests newest first (or by a whitelisted column); `search` matches name, e-mail, phone, company or message; optional type filter. */
  async page(
    page: number,
    limit: number,
    search?: string | null,
    type?: ContactRequestType | null,
    sort: { sortBy?: ContactSortField | null; sortDir?: SortDirection | null } = {},
  ): Promise<ContactRequestPage> {
    const order = sortSpec(sort.sortBy, sort.sortDir, CONTACT_SORT_PATHS, { createdAt: -1, _id: -1 });
    const { rows, total } = await this.requests.findPage(page, limit, searchPattern(search), type ?? undefined, order);
    return { data: rows.map(toContactObject), total, totalPages: totalPagesOf(total, limit) };
  }

  /**
   * Staff CSV export of the contact grid (`GET /api/contact/export.csv`): every request matching the
   * grid's search, type and sort, as rows of {@link CONTACT_CSV_HEADER}, read from a cursor.
   */
  async *exportRows(
    search?: string | null,
    type?: ContactRequestType | null,
    sort: { sortBy?: ContactSortField | null; sortDir?: SortDirection | null } = {},
  ): AsyncGenerator<CsvCells[]> {
    const order = sortSpec(sort.sortBy, sort.sortDir, CONTACT_SORT_PATHS, { createdAt: -1, _id: -1 });
    for await (const batch of inBatches(this.requests.cursorFor(searchPattern(search), type ?? undefined, order), 500)) {
      yield batch.map((r) => [r.type, r.name, r.email, r.phone, r.company, r.teamSize, r.message, r.handled ? 'yes' : 'no', r.createdAt]);
    }
  }

  /** Staff: marks a request handled (or not). @throws NOT_FOUND 'Contact request not found.' */
  async setHandled(id: string, handled: boolean): Promise<ContactRequestObject> {
    const updated = isObjectIdString(id) ? await this.requests.setHandled(id, handled) : null;
    if (!updated) throw ContactErrors.notFound();
    return toContactObject(updated);
  }

  private phone(raw: string): string {
    const phone = normalizePhone(raw);
    if (!phone) throw CommonErrors.validation({ phone: 'Invalid phone number' });
    return phone;
  }
}
