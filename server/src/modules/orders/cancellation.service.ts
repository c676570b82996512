import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { type Fils } from '../../common/format/money.js';
import { GENERIC_PLAN_NAME } from '../../common/i18n/names.js';
import { OrderDocumentsService } from './order-documents.service.js';
import { MailerService } from '../notifications/mailer.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { CancellationPlan } from '../subscriptions/subscriptions.types.js';
import { SubscriptionLifecycleService } from '../subscriptions/subscription-lifecycle.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { SubscriptionStatus, type Subscription } from '../subscriptions/subscriptions.types.js';
import { UsersService } from '../users/users.service.js';
import { type Order } from './order.schema.js';
import { APP_REFUND_REASONS, RefundSource, RefundStatus } from './order-refund.schema.js';
import { OrderErrors } from './orders.errors.js';
import { OrderRepository } from './orders.repository.js';
import { RefundsService } from './refunds.service.js';
import { RenewalOutcomesService, type RenewalActor } from './renewal-outcomes.service.js';
import { RenewalState, type Renewal } from './renewal.schema.js';
import { RenewalRepository } from './renewals.repository.js';

/** The policy in one sentence, shown on the page and in docs/decisions/0020-cancellation-policy-customer.md. */
export const CANCELLATION_POLICY = (cutoffHours: number) =>
  `Deliveries at least ${cutoffHours} hours away are cancelled and refunded in full, meal by meal, to your card; deliveries closer than that are already being prepared and still arrive. No fee.`;

/** A cancellation's preview (and, after it, its outcome). Money in fils. */
export interface CancellationQuote {
  subscriptionId: string;
  /** Days whose deliveries are cancelled, ascending (UTC midnights). */
  cancelledDays: Date[];
  cancelledMeals: number;
  /** Meals still delivered (already delivered, on their way or inside the cut-off). */
  keptMeals: number;
  /** Last day still delivered, or null. */
  lastDelivery: Date | null;
  refund: Fils;
  policy: string;
  /** The next plan an automatic renewal already paid for: cancelled with this one, by the same rules; null when none. */
  nextPlan: CancelledNextPlan | null;
}

/** The next plan a paid automatic renewal bought, as cancelling the current plan cancels it. Money in fils. */
export interface CancelledNextPlan {
  orderId: string;
  orderNumber: string;
  /** When the renewal was charged (its order's creation). */
  paidOn: Date;
  /** Its first delivery day (UTC midnight). */
  startDate: Date;
  cancelledMeals: number;
  /** Meals still delivered (inside the cut-off). */
  keptMeals: number;
  /** Refund to the card by {@link cancellationRefund} (after cancelling: what was refunded; 0 when Stripe refused). */
  refund: Fils;
}

/** The renewal states a cancellation turns off (a paid one stays paid: its next plan is cancelled instead). */
const STOPPABLE: RenewalState[] = [RenewalState.Scheduled, RenewalState.NeedsAction, RenewalState.Failed];

/** What {@link CancellationService.stopRenewal} changed: the renewal before and after, and the request's mark. */
interface StoppedRenewal {
  before: Renewal;
  after: Renewal;
  by: string;
}

/** A subscription with the order that bought it. */
interface Bought {
  sub: Subscription;
  order: Order | null;
}

/**
 * The refund of a cancellation: the amount paid for each cancelled meal (total / meals in the plan,
 * rounded down, never more than what is left to refund).
 */
export function cancellationRefund(order: Pick<Order, 'price' | 'refundedAmount'>, totalMeals: number, cancelledMeals: number): Fils {
  if (totalMeals <= 0 || cancelledMeals <= 0) return 0;
  const share = Math.floor((order.price.total * cancelledMeals) / totalMeals);
  return Math.max(0, Math.min(share, order.price.total - (order.refundedAmount ?? 0)));
}

/**
 * Cancellation by the customer (docs/decisions/0020-cancellation-policy-customer.md): previews which days are
 * cancelled and the refund, then cancels the subscription (one lifecycle transition), refunds through
 * Stripe and e-mails the customer. A next plan that automatic renewal already paid for is cancelled and refunded
 * with it by the same rules (its own e-mail), and an automatic renewal not yet charged is turned off
 * (docs/decisions/0084-subscriptions-that-renew-themselves.md).
 */
@Injectable()
export class CancellationService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly lifecycle: SubscriptionLifecycleService,
    private readonly orders: OrderRepository,
    private readonly refunds: RefundsService,
    private readonly users: UsersService,
    private readonly mailer: MailerService,
    private readonly documents: OrderDocumentsService,
    private readonly renewals: RenewalRepository,
    private readonly renewalOutcomes: RenewalOutcomesService,
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /**
   * `cancellationPreview`: what cancelling the caller's subscription now would do. Writes nothing.
   * @throws SUBSCRIPTION_NOT_FOUND (unknown or another customer's), SUBSCRIPTION_NOT_ACTIVE
   */
  async preview(caller: AuthUser, subscriptionId: string): Promise<CancellationQuote> {
    const { sub, order } = await this.load(caller, subscriptionId);
    const next = await this.paidNextPlan(sub);
    return {
      ...this.quote(sub, order, this.lifecycle.previewCancel(sub)),
      nextPlan: next ? this.nextQuote(next, this.lifecycle.previewCancel(next.sub)) : null,
    };
  }

  /**
   * `cancelMySubscription`: cancels the caller's running subscription: it becomes Cancelled, the
   * deliveries past the cut-off Cancelled, the refund of {@link cancellationRefund} goes back to the
   * card, and the customer gets an e-mail. Cancelling again answers SUBSCRIPTION_NOT_ACTIVE. Its automatic renewal
   * is stopped first (see `stopRenewal`): while a renewal charge is in flight or awaits Stripe's answer the
   * cancellation is refused and nothing is written; once the charge is settled, a paid next plan is cancelled with it.
   * @returns what was cancelled and refunded (refund 0 when Stripe refused it: staff see the Failed refund).
   * @throws SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_NOT_ACTIVE, SCHEDULE_CHANGED, RENEWAL_CHARGE_IN_PROGRESS (409)
   */
  async cancel(caller: AuthUser, subscriptionId: string): Promise<CancellationQuote> {
    const { sub, order } = await this.load(caller, subscriptionId);
    const user = await this.users.findById(sub.user);
    const actor: RenewalActor = user ? { id: user._id, email: user.email, fullName: user.fullName, role: caller.role } : null;
    // First the renewal, in one conditional write: no attempt may start after it, and none is running (else refused).
    const stopped = await this.stopRenewal(sub, actor);
    // Read after the stop: a renewal found not paid can no longer become paid.
    const next = await this.paidNextPlan(sub);
    let transition: Awaited<ReturnType<SubscriptionLifecycleService['transition']>>;
    try {
      transition = await this.lifecycle.transition(sub._id, 'cancel');
    } catch (err) {
      // The plan stays as it was, and so does its renewal.
      if (stopped) await this.restoreRenewal(stopped, actor);
      throw err;
    }
    const { changed, subscription, cancellation } = transition;
    if (!changed || !cancellation) throw OrderErrors.notCancellable();
    const quote = this.quote(subscription, order, cancellation);
    const refunded = await this.refundAndTell(caller, { sub: subscription, order }, quote, user);

    let nextPlan: CancelledNextPlan | null = null;
    if (next) {
      // Only the request that cancels the next plan refunds it (a second, concurrent one finds it cancelled).
      const done = await this.lifecycle.transition(next.sub._id, 'cancel');
      if (done.changed && done.cancellation) {
        // The next plan's own renewal is charged near its end, long after this plan ended: never in flight now.
        await this.stopRenewal(done.subscription, actor).catch(() => null);
        const planned = this.nextQuote(next, done.cancellation);
        const nextQuote = this.quote(done.subscription, next.order, done.cancellation);
        nextPlan = { ...planned, refund: await this.refundAndTell(caller, { sub: done.subscription, order: next.order }, nextQuote, user) };
      }
    }
    return { ...quote, refund: refunded, nextPlan };
  }

  /**
   * Refunds a cancelled plan's share to the card and e-mails the customer what was cancelled.
   * @returns the amount refunded, fils (0 when Stripe refused it: the order keeps a Failed refund staff can redo by hand).
   */
  private async refundAndTell(
    caller: AuthUser,
    { order }: Bought,
    quote: Omit<CancellationQuote, 'nextPlan'>,
    user: Awaited<ReturnType<UsersService['findById']>>,
  ): Promise<Fils> {
    let refunded = 0;
    if (quote.refund > 0 && order) {
      try {
        const after = await this.refunds.start(
          order,
          quote.refund,
          APP_REFUND_REASONS[RefundSource.Cancellation].en,
          RefundSource.Cancellation,
          new Types.ObjectId(caller.id),
        );
        refunded = after.refunds?.some((r) => r.source === RefundSource.Cancellation && r.status !== RefundStatus.Failed)
          ? quote.refund
          : 0;
      } catch {
        refunded = 0; // recorded as a Failed refund on the order; staff can refund by hand
      }
    }
    if (user) {
      await this.mailer.send('cancellation', user, {
        planName: order ? await this.documents.planNameOf(order) : GENERIC_PLAN_NAME,
        cancelledDays: quote.cancelledDays,
        refund: refunded,
        lastDelivery: quote.lastDelivery,
      });
    }
    return refunded;
  }

  /**
   * The next plan a paid automatic renewal of `sub` bought, while it still runs (a next plan already cancelled,
   * or a renewal not charged, gives null).
   */
  private async paidNextPlan(sub: Subscription): Promise<Bought | null> {
    const renewal = await this.renewals.findById(sub._id);
    if (renewal?.state !== RenewalState.Paid || !renewal.renewalOrder) return null;
    const next = await this.subscriptions.findByOrder(renewal.renewalOrder);
    if (!next || (next.status !== SubscriptionStatus.Active && next.status !== SubscriptionStatus.Paused)) return null;
    return { sub: next, order: await this.orders.findById(renewal.renewalOrder.toString()) };
  }

  private nextQuote({ sub, order }: Bought, plan: CancellationPlan): CancelledNextPlan {
    return {
      orderId: sub.order.toString(),
      orderNumber: order?.orderNumber ?? '',
      paidOn: order?.createdAt ?? sub.startDate,
      startDate: sub.startDate,
      cancelledMeals: plan.indexes.length,
      keptMeals: plan.keptMeals,
      refund: order ? cancellationRefund(order, sub.planMeals.length, plan.indexes.length) : 0,
    };
  }

  /**
   * A cancelled plan is charged nothing more: in one conditional write on its renewal that matches only when no
   * attempt holds a claim (even a lapsed one: its charge may have gone through) and none awaits Stripe's answer,
   * the renewal is marked `cancelledBy` (no attempt may be claimed, taken over or retried after it) and, unless
   * paid or already off, turned off (audited as the caller). Never check-then-act: an attempt claimed a moment
   * before makes the write miss, and the cancellation is refused with nothing written.
   * @returns the renewal before and after the write, to undo it if the cancellation fails; null when there is none.
   * @throws RENEWAL_CHARGE_IN_PROGRESS (an attempt is being charged or awaits Stripe, or its 3-D Secure charge could not be cancelled at Stripe)
   */
  private async stopRenewal(sub: Subscription, actor: RenewalActor): Promise<StoppedRenewal | null> {
    const by = new Types.ObjectId().toString();
    for (let tries = 0; tries < 3; tries++) {
      const r = await this.renewals.findById(sub._id);
      if (!r) {
        // A plan bought before automatic renewal existed: made off, and marked like any other.
        await this.renewalOutcomes.ensureFor(sub._id, sub.user, sub.order, false);
        continue;
      }
      if (r.claimUntil || r.awaitingOutcome) throw OrderErrors.renewalBeingCharged();
      // A charge waiting for the customer's 3-D Secure is cancelled at Stripe first, so it can no longer be
      // confirmed; when Stripe refuses (it may just have been paid) or cannot be reached, nothing is written and the
      // customer is asked to try again (the webhook settles a paid one; cancelling then cancels the paid next plan).
      if (r.state === RenewalState.NeedsAction && r.paymentIntentId) {
        try {
          await this.payments.cancelIntent(r.paymentIntentId);
        } catch {
          throw OrderErrors.renewalBeingCharged();
        }
      }
      const turnOff = STOPPABLE.includes(r.state);
      const after = await this.renewalOutcomes.change(
        r,
        { state: r.state, autoRenew: r.autoRenew, claimUntil: null, awaitingOutcome: false },
        turnOff ? { autoRenew: false, state: RenewalState.Off, cancelledBy: by } : { cancelledBy: by },
        actor,
        turnOff ? 'renewal.off' : undefined,
      );
      if (after) return { before: r, after, by };
    }
    // The renewal kept changing under us (an attempt being claimed and settled): refused, nothing written.
    throw OrderErrors.renewalBeingCharged();
  }

  /** Undoes {@link stopRenewal} when the plan's cancellation failed, unless another cancellation marked it since. */
  private async restoreRenewal({ before, after, by }: StoppedRenewal, actor: RenewalActor): Promise<void> {
    const r = await this.renewals.findById(before._id);
    if (!r || r.cancelledBy !== by || r.state !== after.state) return;
    await this.renewalOutcomes.change(
      r,
      // Unless moved since (e.g. paid by Stripe's webhook): what happened then stands.
      { cancelledBy: by, state: after.state },
      { autoRenew: before.autoRenew, state: before.state, cancelledBy: before.cancelledBy ?? null },
      actor,
      before.state !== r.state ? 'renewal.restored' : undefined,
    );
  }

  private quote(sub: Subscription, order: Order | null, plan: CancellationPlan): Omit<CancellationQuote, 'nextPlan'> {
    const totalMeals = sub.planMeals.length;
    return {
      subscriptionId: sub._id.toString(),
      cancelledDays: plan.days,
      cancelledMeals: plan.indexes.length,
      keptMeals: plan.keptMeals,
      lastDelivery: plan.lastDelivery,
      refund: order ? cancellationRefund(order, totalMeals, plan.indexes.length) : 0,
      policy: CANCELLATION_POLICY(this.cfg.MENU_CUTOFF_HOURS),
    };
  }

  private async load(caller: AuthUser, subscriptionId: string): Promise<Bought> {
    const sub = isObjectIdString(subscriptionId) ? await this.subscriptions.findRecord(subscriptionId) : null;
    if (!sub || sub.user.toString() !== caller.id) throw OrderErrors.subscriptionNotFound();
    if (sub.status !== SubscriptionStatus.Active && sub.status !== SubscriptionStatus.Paused) throw OrderErrors.notCancellable();
    const order = await this.orders.findById(sub.order.toString());
    return { sub, order };
  }
}
