import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/roles.decorator.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { LoopbackOnlyGuard } from '../../common/http/loopback-only.guard.js';
import type { RenewalState } from './renewal.schema.js';
import { RenewalRepository } from './renewals.repository.js';

/** What a journey needs to report a renewal attempt's outcome as Stripe's webhook would. */
export interface DevRenewalAttempt {
  subscriptionId: string;
  userId: string;
  state: RenewalState;
  /** The latest attempt's number (the webhook's `renewalAttempt`); 0 before the first. */
  attempt: number;
  /** The renewal's checkout (the webhook's `checkoutId`), null before the first attempt. */
  checkoutId: string | null;
}

/**
 * `GET /api/dev/renewals/:subscriptionId`: development and tests only (not registered in production, and answering
 * only direct requests from this machine): a renewal's latest attempt and checkout. stripe-mock keeps no PaymentIntent
 * and sends no webhook, so a journey delivers the signed `payment_intent.*` event itself with these.
 */
@ApiExcludeController()
@UseGuards(LoopbackOnlyGuard)
@Controller('dev/renewals')
export class DevRenewalsController {
  constructor(private readonly renewals: RenewalRepository) {}

  @Get(':subscriptionId')
  @Public()
  async find(@Param('subscriptionId') subscriptionId: string): Promise<DevRenewalAttempt> {
    const r = isObjectIdString(subscriptionId) ? await this.renewals.findById(subscriptionId) : null;
    if (!r) throw CommonErrors.notFound('Renewal');
    return { subscriptionId, userId: r.user.toString(), state: r.state, attempt: r.attempts, checkoutId: r.checkout?.toString() ?? null };
  }
}
