import { Injectable } from '@nestjs/common';
import { isObjectIdString } from '../../common/database/object-id.js';
import { PlansService } from '../plans/plans.service.js';
import { TRIAL_DURATION } from '../pricing/pricing.js';
import { DiscountCodeErrors } from './discount-codes.errors.js';
import { DiscountCodeRepository } from './discount-codes.repository.js';
import type { DiscountCodeCheckInput } from './dto/discount-code.input.js';

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

/** Discount codes (spec sections 4, 5, 8; issue 3 §2). */
@Injectable()
export class DiscountCodesService {
  constructor(
    private readonly codes: DiscountCodeRepository,
    private readonly plans: PlansService,
  ) {}

  /**
   * A code for an order, checked in the spec's order: empty after trimming, then trial/promotional
   * plan, then unknown/expired/inactive.
   * @throws DISCOUNT_CODE_REQUIRED 'Please enter a discount code'
   * @throws DISCOUNT_NOT_APPLICABLE 'Not applicable for trial or promotional plan.'
   * @throws DISCOUNT_CODE_INVALID 'Invalid discount code'
   */
  async accept(raw: unknown, ctx: CodeContext, now = new Date()): Promise<AcceptedCode> {
    const code = normalizeCode(raw);
    if (!code) throw DiscountCodeErrors.required();
    if (ctx.trial || ctx.promoted) throw DiscountCodeErrors.notApplicable();
    return this.findValid(code, now);
  }

  /**
   * `applyCode` / `discountCode`: checks a code for the plan and duration when given (a trial plan,
   * the 7 Days duration or a plan with a running promotion refuse codes). Errors as {@link accept}.
   */
  async check(input: Pick<DiscountCodeCheckInput, 'code' | 'planId' | 'duration'>, now = new Date()): Promise<AcceptedCode> {
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
  async details(raw: unknown, now = new Date()): Promise<AcceptedCode> {
    const code = normalizeCode(raw);
    if (!code) throw DiscountCodeErrors.required();
    return this.findValid(code, now);
  }

  /** A code that exists, is active and runs at `now` (startDate <= now <= endDate). */
  private async findValid(code: string, now: Date): Promise<AcceptedCode> {
    const found = code.length <= 40 ? await this.codes.findByCode(code) : null;
    if (!found || !found.active || found.startDate > now || found.endDate < now) throw DiscountCodeErrors.invalid();
    return { code: found.code, name: found.name, percentage: found.percentage };
  }
}
