import { withoutVersion } from '../../common/database/plain-record.js';
import { Injectable } from '@nestjs/common';
import { searchPattern } from '../../common/paging/page-args.js';
import { totalPagesOf, type Paged } from '../../common/paging/page-query.dto.js';
import { sortSpec, type SortDirection } from '../../common/paging/sort.js';
import { isObjectIdString, uniqueOr } from '../../common/database/object-id.js';
import type { AmbassadorApplication, AmbassadorCountry, AmbassadorStatus } from './ambassador.schema.js';
import { AmbassadorErrors } from './ambassadors.errors.js';
import { AmbassadorRepository } from './ambassadors.repository.js';
import type { AmbassadorApplicationObject, AmbassadorApplicationPage } from './dto/ambassador.object.js';
import type { AmbassadorSortField, ApplyAmbassadorInput } from './dto/ambassador.inputs.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';

/** Stored paths of the sortable application columns. */
const AMBASSADOR_SORT_PATHS: Record<AmbassadorSortField, string> = {
  fullName: 'fullName',
  email: 'email',
  country: 'country',
  status: 'status',
  createdAt: 'createdAt',
};

/** How a staff list is ordered: a whitelisted column and direction, else newest first. */
export interface AmbassadorSort {
  sortBy?: AmbassadorSortField | null;
  sortDir?: SortDirection | null;
}

const orderOf = (s: AmbassadorSort = {}) => sortSpec(s.sortBy, s.sortDir, AMBASSADOR_SORT_PATHS, { createdAt: -1, _id: -1 });

/** The success text of the form (the client shows `data.message`). */
export const AMBASSADOR_THANKS = 'Thank you! Your application has been received. We will get in touch soon.';

/** An application in the REST shape of `GET /api/ambassador/all`: stored field names with `_id`; dates ISO 8601 (UTC). */
export interface AmbassadorRow {
  _id: string;
  fullName: string;
  accountURL1: string;
  accountURL2: string;
  accountURL3: string;
  email: string;
  phone: string;
  country: string;
  brief: string;
  status: AmbassadorStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** Maps a stored application to its GraphQL shape. */
export function toAmbassadorObject(a: AmbassadorApplication): AmbassadorApplicationObject {
  return {
    id: a._id.toString(),
    fullName: a.fullName,
    accountURL1: a.accountURL1,
    accountURL2: a.accountURL2 ?? null,
    accountURL3: a.accountURL3 ?? null,
    email: a.email,
    phone: a.phone,
    country: a.country,
    brief: a.brief,
    status: a.status,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** Maps a stored application to its REST row (missing optional URLs are empty strings, as the form sends them). */
export function toAmbassadorRow(a: AmbassadorApplication): AmbassadorRow {
  const { id, ...rest } = toAmbassadorObject(a);
  return { _id: id, ...rest, accountURL2: rest.accountURL2 ?? '', accountURL3: rest.accountURL3 ?? '' };
}

/** Ambassador applications (spec /ambassador form; dashboard ambassadors). */
/** Columns of the ambassador CSV export. */
export const AMBASSADOR_CSV_HEADER = ['name', 'email', 'phone', 'account1', 'account2', 'account3', 'status', 'appliedAt'] as const;

@Injectable()
export class AmbassadorsService {
  constructor(private readonly applications: AmbassadorRepository) {}

  /**
   * The ambassador application sent with this e-mail, as stored (the customer's data export, Federal Decree-Law 45/2021).
   * Plain objects without internal fields.
   */
  async recordsOfEmail(email: string): Promise<Record<string, unknown>[]> {
    return (await this.applications.findByEmail(email.toLowerCase())).map(({ _id, ...rest }) => ({
      id: _id.toString(),
      ...withoutVersion(rest),
    }));
  }

  /** Erases the ambassador application sent with this e-mail (the sender's account was closed). */
  forgetEmail(email: string): Promise<void> {
    return this.applications.deleteByEmail(email.toLowerCase());
  }

  /**
   * Stores a Pending application (e-mail lower-case; empty optional URLs dropped).
   * @returns the thank-you message. @throws AMBASSADOR_ALREADY_APPLIED (409) when the e-mail has applied already.
   */
  async apply(input: ApplyAmbassadorInput): Promise<{ message: string }> {
    await uniqueOr(
      () =>
        this.applications.create({
          fullName: input.fullName,
          accountURL1: input.accountURL1,
          ...(input.accountURL2 ? { accountURL2: input.accountURL2 } : {}),
          ...(input.accountURL3 ? { accountURL3: input.accountURL3 } : {}),
          email: input.email,
          phone: input.phone,
          country: input.country as AmbassadorCountry,
          brief: input.brief,
        }),
      AmbassadorErrors.alreadyApplied,
    );
    return { message: AMBASSADOR_THANKS };
  }

  /** Staff: applications newest first (or by `sort`), in the GraphQL shape. */
  async page(
    page: number,
    limit: number,
    search?: string | null,
    status?: AmbassadorStatus | null,
    sort?: AmbassadorSort,
  ): Promise<AmbassadorApplicationPage> {
    const { rows, total } = await this.applications.findPage(page, limit, searchPattern(search), status ?? undefined, orderOf(sort));
    return { data: rows.map(toAmbassadorObject), total, totalPages: totalPagesOf(total, limit) };
  }

  /** Staff, `GET /api/ambassador/all`: applications newest first, `{ data: AmbassadorRow[], totalPages, total }`. */
  async rows(
    page: number,
    limit: number,
    search?: string | null,
    status?: AmbassadorStatus | null,
    sort?: AmbassadorSort,
  ): Promise<Paged<AmbassadorRow>> {
    const { rows, total } = await this.applications.findPage(page, limit, searchPattern(search), status ?? undefined, orderOf(sort));
    return { data: rows.map(toAmbassadorRow), total, totalPages: totalPagesOf(total, limit) };
  }

  /**
   * Staff CSV export of the ambassador grid (`GET /api/ambassador/export.csv`): every application
   * matching the grid's search, status and sort, as rows of {@link AMBASSADOR_CSV_HEADER}, from a cursor.
   */
  async *exportRows(search?: string | null, status?: AmbassadorStatus | null, sort?: AmbassadorSort): AsyncGenerator<CsvCells[]> {
    for await (const batch of inBatches(this.applications.cursorFor(searchPattern(search), status ?? undefined, orderOf(sort)), 500)) {
      yield batch.map((a) => [a.fullName, a.email, a.phone, a.accountURL1, a.accountURL2, a.accountURL3, a.status, a.createdAt]);
    }
  }

  /** Staff: approves, rejects or reopens an application. @throws NOT_FOUND 'Ambassador application not found.' */
  async setStatus(id: string, status: AmbassadorStatus): Promise<AmbassadorApplicationObject> {
    const updated = isObjectIdString(id) ? await this.applications.setStatus(id, status) : null;
    if (!updated) throw AmbassadorErrors.notFound();
    return toAmbassadorObject(updated);
  }
}
