import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Types } from 'mongoose';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { AppError } from '../../common/errors/app-error.js';
import { addDays } from '../../common/format/dates.js';
import { dubaiDayOf } from '../../common/format/dubai-days.js';
import { CheckoutService, type CheckoutRecord } from '../checkout/checkout.service.js';
import { DailyJobsService } from '../jobs/daily-jobs.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { SavedCardsService } from '../payments/saved-cards.service.js';
import { renewalSelection } from './renewal.rules.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { SubscriptionLifecycleService } from '../subscriptions/subscription-lifecycle.service.js';
import { FulfilmentService } from './fulfilment.service.js';
import { OrderErrors } from './orders.errors.js';
import { OrderRepository } from './orders.repository.js';
import { RenewalState, type Renewal } from './renewal.schema.js';
import { RenewalOutcomesService } from './renewal-outcomes.service.js';
import { RenewalRepository } from './renewals.repository.js';

/** The daily job's name. */
export const RENEWAL_JOB = 'subscription-renewal';

/** How long an attempt's claim holds before another run may take it over (same attempt, same idempotency key). */
export const RENEWAL_CLAIM_MS = 15 * 60_000;

/** How long an attempt may wait for Stripe's webhook before the job asks Stripe for the PaymentIntent itself. */
export const RENEWAL_RECONCILE_MS = 6 * 3_600_000;

/** Errors after which trying again cannot help (Stripe unreachable can: the claim lapses and a later run retries). */
const TRANSIENT_CODES = new Set(['PAYMENT_PROVIDER_ERROR', 'PAYMENTS_NOT_CONFIGURED']);

/** A subscription the job may renew. */
interface Renewable {
  _id: Types.ObjectId;
  user: Types.ObjectId;
  order: Types.ObjectId;
  endDate: Date;
}

/**
 * Automatic renewal (docs/decisions/0084-subscriptions-that-renew-themselves.md): a daily job under the jobs
 * lease charges, RENEWAL_DAYS_BEFORE_END days before a subscription's last delivery day (Dubai days), the saved
 * card off-session for the next subscription (same plan, duration, meals; the price and promotion of that day; no
 * discount code), and a paid charge becomes its order through the ordinary fulfilment (order number, tax invoice,
 * confirmation e-mail). Exactly one charge per attempt whatever the instances: the attempt is claimed by a
 * conditional write and charged with the idempotency key `renewal:<subscriptionId>:<attempt>`.
 */
@Injectable()
export class RenewalJobService implements OnModuleInit {
  private readonly logger = new Logger('Renewals');

  constructor(
    private readonly renewals: RenewalRepository,
    private readonly outcomes: RenewalOutcomesService,
    private readonly subscriptions: SubscriptionsService,
    private readonly checkouts: CheckoutService,
    private readonly savedCards: SavedCardsService,
    private readonly payments: PaymentsService,
    private readonly fulfilment: FulfilmentService,
    private readonly orders: OrderRepository,
    private readonly jobs: DailyJobsService,
    private readonly lifecycle: SubscriptionLifecycleService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(RENEWAL_JOB, (now) => this.run(now));
    // A plan that renews itself gets no "renew by hand" reminder.
    this.lifecycle.skipReminderWhen(async (s) => {
      const r = await this.renewals.findById(s._id);
      return Boolean(r?.autoRenew && r.state === RenewalState.Scheduled);
    });
  }

  /** The charge day of a subscription ending on `endDate`: RENEWAL_DAYS_BEFORE_END days before it (a Dubai day label). */
  chargeDateOf(endDate: Date): Date {
    return addDays(endDate, -this.cfg.RENEWAL_DAYS_BEFORE_END);
  }

  /**
   * The daily run: every running subscription whose charge day has come (and whose last day has not passed) with
   * its renewal on and scheduled gets its due attempt; renewals still waiting for 3-D Secure after their plan ended
   * fail. Idempotent: a second run (or instance) finds the attempts claimed. @returns counts by outcome.
   */
  async run(now: Date): Promise<Record<string, number>> {
    const today = dubaiDayOf(now);
    const counts: Record<string, number> = { attempted: 0, expired: 0 };
    const due = await this.subscriptions.runningEndingBetween(today, addDays(today, this.cfg.RENEWAL_DAYS_BEFORE_END));
    const renewals = new Map((await this.renewals.findByIds(due.map((s) => s._id))).map((r) => [r._id.toString(), r]));
    for (const s of due) {
      const r = renewals.get(s._id.toString());
      if (!r?.autoRenew) continue;
      // A webhook that never came: Stripe is asked for the attempt's outcome.
      if (r.awaitingOutcome && r.awaitingSince && now.getTime() - r.awaitingSince.getTime() >= RENEWAL_RECONCILE_MS) {
        await this.reconcile(r, now);
        continue;
      }
      if (await this.attempt(s, now)) counts.attempted += 1;
    }
    counts.expired = await this.outcomes.expireNeedsAction(today);
    return counts;
  }

  /**
   * One attempt at renewing `s` now, if this caller claims it (or takes over one whose claimer stopped): the
   * renewal's checkout (made once), then the off-session charge, then the outcome. @returns whether it claimed one.
   */
  async attempt(s: Renewable, now: Date): Promise<boolean> {
    const leaseUntil = new Date(now.getTime() + RENEWAL_CLAIM_MS);
    const r = (await this.renewals.takeOver(s._id, now, leaseUntil)) ?? (await this.renewals.claimNext(s._id, dubaiDayOf(now), leaseUntil));
    if (!r) return false;
    try {
      // Renewed by hand meanwhile (Renew, a checkout): nothing to charge, and no further attempt.
      if (await this.subscriptions.hasRunningAfter(s.user, s.endDate)) {
        await this.outcomes.change(
          r,
          { state: RenewalState.Scheduled, attempts: r.attempts },
          { autoRenew: false, state: RenewalState.Off, claimUntil: null, lastError: 'renewed_by_hand' },
          null,
          'renewal.off',
        );
        return true;
      }
      await this.charge(r, s, now);
    } catch (err) {
      const code = err instanceof AppError ? err.code : null;
      this.logger.error(
        `Renewal of ${s._id.toString()} (attempt ${r.attempts}) failed: ${err instanceof Error ? err.message : String(err)}`,
      );
      // A refusal that a retry cannot change (e.g. the plan is no longer sold) ends the renewal; anything else
      // leaves the claim to lapse, and a later run takes the same attempt over with the same idempotency key.
      if (code && !TRANSIENT_CODES.has(code)) await this.outcomes.failed(r, code.toLowerCase());
    }
    return true;
  }

  private async charge(r: Renewal, s: Renewable, now: Date): Promise<void> {
    const saved = await this.savedCards.chargeableOf(s.user.toString());
    if (!saved) return this.outcomes.failed(r, 'no_saved_card');
    const checkout = await this.checkoutOf(r, s, now);
    const outcome = await this.savedCards.chargeOffSession(
      {
        userId: s.user.toString(),
        amount: checkout.quote.total,
        checkoutId: checkout._id.toString(),
        renewalOf: s._id.toString(),
        attempt: r.attempts,
        description: `FreshFuel ${checkout.quote.planName}, ${checkout.quote.duration} (renewal)`,
      },
      saved,
    );
    if (outcome.kind === 'succeeded') {
      const order = await this.fulfilment.fulfil(outcome.intent.id, checkout);
      return this.outcomes.succeeded(s._id, outcome.intent.id, order._id);
    }
    if (outcome.kind === 'pending') return this.outcomes.pending(r, outcome.intent.id, now);
    if (outcome.kind === 'requires_action') return this.outcomes.needsAction(r, outcome.intent?.id ?? null);
    if (outcome.kind === 'declined') return this.outcomes.declined(r, outcome.reason, dubaiDayOf(now));
  }

  /**
   * Settles an attempt still waiting for Stripe from the PaymentIntent itself (read from Stripe): succeeded ->
   * fulfilled and paid; `requires_action` -> needs_action; `requires_payment_method` or `canceled` -> a decline;
   * anything else (`processing`) keeps waiting. Stripe unreachable: logged, tried on the next run.
   * @returns whether the attempt is settled (false: still waiting).
   */
  async reconcile(r: Renewal, now: Date): Promise<boolean> {
    if (!r.awaitingOutcome || !r.paymentIntentId) return true;
    try {
      const intent = await this.payments.retrieveIntent(r.paymentIntentId);
      if (intent.status === 'succeeded') {
        const checkout = r.checkout ? await this.checkouts.findRecord(r.checkout) : null;
        if (!checkout) return false;
        const order = await this.fulfilment.fulfil(intent.id, checkout);
        await this.outcomes.succeeded(r._id, intent.id, order._id);
      } else if (intent.status === 'requires_action') await this.outcomes.needsAction(r, intent.id);
      else if (intent.status === 'requires_payment_method' || intent.status === 'canceled')
        await this.outcomes.declined(r, intent.lastErrorCode ?? 'card_declined', dubaiDayOf(now));
      else return false;
      return true;
    } catch (err) {
      this.logger.error(
        `Renewal ${r._id.toString()}: outcome of ${r.paymentIntentId} not read: ${err instanceof Error ? err.message : String(err)}`,
      );
      return false;
    }
  }

  /**
   * The renewal's checkout, made on the first attempt from the renewed order's selection: the same plan, duration
   * and meals, starting the day after the last delivery (or the earliest start checkout allows, if later), priced
   * on `now`, without a discount code, with the order's TRN. Every attempt charges this one quote.
   */
  private async checkoutOf(r: Renewal, s: Renewable, now: Date): Promise<CheckoutRecord> {
    if (r.checkout) {
      const made = await this.checkouts.findRecord(r.checkout);
      if (made) return made;
    }
    const order = await this.orders.findById(s.order.toString());
    const source = order ? await this.checkouts.findRecord(order.checkout) : null;
    if (!order || !source) throw OrderErrors.renewalSourceMissing();
    const made = await this.checkouts.startRenewal(
      s.user,
      s._id,
      renewalSelection(source.selection, s.endDate, now),
      now,
      order.buyerTrn ?? null,
    );
    const kept = await this.renewals.setCheckoutIfNone(r._id, made._id);
    return kept.equals(made._id) ? made : ((await this.checkouts.findRecord(kept)) ?? made);
  }
}
