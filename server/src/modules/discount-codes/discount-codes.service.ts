import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { dubaiWallClock, formatDayLabel } from '../../common/format/dates.js';
import { isDuplicateKeyError, isObjectIdString } from '../../common/database/object-id.js';
import { searchPattern } from '../../common/paging/page-args.js';
import { totalPagesOf, type Paged } from '../../common/paging/page-query.dto.js';
import { sortSpec } from '../../common/paging/sort.js';
import { PlansService } from '../plans/plans.service.js';
import { TRIAL_DURATION } from '../plans/plans.types.js';
import { DiscountCodeErrors } from './discount-codes.errors.js';
import { DiscountCodeRepository } from './discount-codes.repository.js';
import type { DiscountCode } from './discount-code.schema.js';
import type {
  CreateDiscountCodeInput,
  DiscountCodeListArgs,
  DiscountCodeSortField,
  UpdateDiscountCodeInput,
} from './dto/discount-code-admin.inputs.js';
import type { DiscountCodeCheckInput } from './dto/discount-code.input.js';
import type { DiscountCodeObject, DiscountCodePage } from './dto/discount-code.object.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';

/**
 * One row of the staff lists `GET /api/promoCodes/` and `.../getExpiredDiscounts` (spec section 3
 * names; dates ISO 8601, UTC).
 */
export interface DiscountCodeRow {
  _id: string;
  discount_code: string;
  discount_name: string;
  discount_percentage: number;
  start_date: Date;
  end_date: Date;
  active: boolean;
}

/** Stored paths of the sortable code columns. */
const CODE_SORT_PATHS: Record<DiscountCodeSortField, string> = {
  code: 'code',
  name: 'name',
  percentage: 'percentage',
  startDate: 'startDate',
  endDate: 'endDate',
  active: 'active',
  createdAt: 'createdAt',
};

export function toDiscountCodeObject(c: DiscountCode): DiscountCodeObject {
  return {
    id: c._id.toString(),
    code: c.code,
    name: c.name,
    percentage: c.percentage,
    startDate: c.startDate,
    endDate: c.endDate,
    active: c.active,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export function toDiscountCodeRow(c: DiscountCodeObject): DiscountCodeRow {
  return {
    _id: c.id,
    discount_code: c.code,
    discount_name: c.name,
    discount_percentage: c.percentage,
    start_date: c.startDate,
    end_date: c.endDate,
    active: c.active,
  };
}

/** A code accepted for an order. */
export interface AcceptedCode {
  /** Upper-case code, e.g. FRESH10. */
  code: string;
  name: string;
  /** Percent off the subtotal, 1-100. */
  percentage: number;
}

/** What decides whether a code may apply: the trial and promoted plans take no code (spec section 4). */
export interface CodeContext {
  trial: boolean;
  promoted: boolean;
}

/** The REST shape of spec section 3 "Discount code response". */
export interface DiscountCodeResponse {
  discount_code: string;
  discount_name: string;
  discount_percentage: number;
}

/** Codes are trimmed and matched case-insensitively (stored upper-case). */
export function normalizeCode(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toUpperCase() : '';
}

export function toDiscountCodeResponse(c: AcceptedCode): DiscountCodeResponse {
  return { discount_code: c.code, discount_name: c.name, discount_percentage: c.percentage };
}

/** Discount codes (spec sections 4, 5, 8). */
/** Columns of the discount-code CSV export. */
export const DISCOUNT_CODE_CSV_HEADER = ['code', 'name', 'percentage', 'startDate', 'endDate', 'active', 'createdAt'] as const;

@Injectable()
export class DiscountCodesService {
  constructor(
    private readonly codes: DiscountCodeRepository,
    private readonly plans: PlansService,
    private readonly clock: Clock,
  ) {}

  /**
   * A code for an order, checked in the spec's order: empty after trimming, then trial/promotional
   * plan, then unknown/expired/inactive.
   * @throws DISCOUNT_CODE_REQUIRED 'Please enter a discount code'
   * @throws DISCOUNT_NOT_APPLICABLE 'Not applicable for trial or promotional plan.'
   * @throws DISCOUNT_CODE_INVALID 'Invalid discount code'
   */
  async accept(raw: unknown, ctx: CodeContext, now = this.clock.now()): Promise<AcceptedCode> {
    const code = normalizeCode(raw);
    if (!code) throw DiscountCodeErrors.required();
    if (ctx.trial || ctx.promoted) throw DiscountCodeErrors.notApplicable();
    return this.findValid(code, now);
  }

  /**
   * `applyCode` / `discountCode`: checks a code for the plan and duration when given (a trial plan,
   * the 7 Days duration or a plan with a running promotion refuse codes). Errors as {@link accept}.
   */
  async check(input: Pick<DiscountCodeCheckInput, 'code' | 'planId' | 'duration'>, now = this.clock.now()): Promise<AcceptedCode> {
    let trial = input.duration === TRIAL_DURATION;
    let promoted = false;
    if (normalizeCode(input.code) && isObjectIdString(input.planId)) {
      const plan = await this.plans.findActive(input.planId);
      trial ||= plan?.isTrial ?? false;
      promoted = Boolean(plan?.promotion);
    }
    return this.accept(input.code, { trial, promoted }, now);
  }

  /**
   * `GET /api/promoCodes/details/{code}`: a valid code's details, without a plan.
   * @throws DISCOUNT_CODE_REQUIRED, DISCOUNT_CODE_INVALID
   */
  async details(raw: unknown, now = this.clock.now()): Promise<AcceptedCode> {
    const code = normalizeCode(raw);
    if (!code) throw DiscountCodeErrors.required();
    return this.findValid(code, now);
  }

  /**
   * Admin: codes switched on and not yet ended (`expired` false) or ended or switched off (`expired` true),
   * paged; search matches code or name. Default order: newest first.
   */
  async adminPage(expired: boolean, args: DiscountCodeListArgs, now = this.clock.now()): Promise<DiscountCodePage> {
    const sort = sortSpec(args.sortBy, args.sortDir, CODE_SORT_PATHS, { createdAt: -1, _id: -1 });
    const { rows, total } = await this.codes.findPage(
      { expired, now: dubaiWallClock(now), search: searchPattern(args.search) },
      args.page,
      args.limit,
      sort,
    );
    return { data: rows.map(toDiscountCodeObject), total, totalPages: totalPagesOf(total, args.limit) };
  }

  /**
   * Staff CSV export of the discount-code grid (`GET /api/promoCodes/export.csv`): every code of the
   * Active or Expired list matching the search, in the grid's sort, as rows of
   * {@link DISCOUNT_CODE_CSV_HEADER} (dates ISO 8601 UTC), read from a cursor.
   */
  async *exportRows(expired: boolean, args: DiscountCodeListArgs, now = this.clock.now()): AsyncGenerator<CsvCells[]> {
    const sort = sortSpec(args.sortBy, args.sortDir, CODE_SORT_PATHS, { createdAt: -1, _id: -1 });
    for await (const batch of inBatches(
      this.codes.cursorFor({ expired, now: dubaiWallClock(now), search: searchPattern(args.search) }, sort),
      500,
    )) {
      yield batch.map((c) => [
        c.code,
        c.name,
        c.percentage,
        formatDayLabel(c.startDate),
        formatDayLabel(c.endDate),
        c.active ? 'yes' : 'no',
        c.createdAt,
      ]);
    }
  }

  /** As {@link adminPage}, in the REST row shape. */
  async adminRows(expired: boolean, args: DiscountCodeListArgs, now = this.clock.now()): Promise<Paged<DiscountCodeRow>> {
    const page = await this.adminPage(expired, args, now);
    return { ...page, data: page.data.map(toDiscountCodeRow) };
  }

  /**
   * Admin: adds a code (stored upper-case; active unless `active: false`). The end must be after the start.
   * @throws VALIDATION_FAILED, DISCOUNT_CODE_TAKEN (409) 'A discount code with this code already exists.'
   */
  async create(input: CreateDiscountCodeInput): Promise<DiscountCodeObject> {
    assertRange(input.startDate, input.endDate);
    const created = await codeChecked(() =>
      this.codes.create({
        code: normalizeCode(input.code),
        name: input.name,
        percentage: input.percentage,
        startDate: input.startDate,
        endDate: input.endDate,
        active: input.active ?? true,
      }),
    );
    return toDiscountCodeObject(created);
  }

  /**
   * Admin: changes the given fields (orders keep the code as applied). @throws NOT_FOUND,
   * VALIDATION_FAILED (end not after start), DISCOUNT_CODE_TAKEN (409).
   */
  async update(id: string, input: UpdateDiscountCodeInput): Promise<DiscountCodeObject> {
    const current = await this.mustFind(id);
    const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as Partial<DiscountCode>;
    if (set.code) set.code = normalizeCode(set.code);
    assertRange(set.startDate ?? current.startDate, set.endDate ?? current.endDate);
    const updated = await codeChecked(() => this.codes.update(id, set));
    if (!updated) throw DiscountCodeErrors.notFound();
    return toDiscountCodeObject(updated);
  }

  /** Admin: switches a code on or off (an inactive code answers 'Invalid discount code'). @throws NOT_FOUND. */
  async setActive(id: string, active: boolean): Promise<DiscountCodeObject> {
    await this.mustFind(id);
    const updated = await this.codes.update(id, { active });
    if (!updated) throw DiscountCodeErrors.notFound();
    return toDiscountCodeObject(updated);
  }

  private async mustFind(id: string): Promise<DiscountCode> {
    const found = isObjectIdString(id) ? await this.codes.findById(id) : null;
    if (!found) throw DiscountCodeErrors.notFound();
    return found;
  }

  /** A code that exists, is active and runs at `now` (its first to last day, read as Dubai days). */
  private async findValid(code: string, now: Date): Promise<AcceptedCode> {
    const dubaiNow = dubaiWallClock(now);
    const found = code.length <= 40 ? await this.codes.findByCode(code) : null;
    if (!found || !found.active || found.startDate > dubaiNow || found.endDate < dubaiNow) throw DiscountCodeErrors.invalid();
    return { code: found.code, name: found.name, percentage: found.percentage };
  }
}

/** A code's validity must end after it starts. @throws VALIDATION_FAILED on `endDate`. */
function assertRange(start: Date, end: Date): void {
  if (end.getTime() <= start.getTime()) throw DiscountCodeErrors.endBeforeStart();
}

/** Runs a write that may hit the unique code index. @throws DISCOUNT_CODE_TAKEN instead of 11000. */
async function codeChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isDuplicateKeyError(err)) throw DiscountCodeErrors.taken();
    throw err;
  }
}
