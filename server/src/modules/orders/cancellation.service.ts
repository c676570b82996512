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
 * Stripe and e-mails the customer.
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
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /**
   * `cancellationPreview`: what cancelling the caller's subscription now would do. Writes nothing.
   * @throws SUBSCRIPTION_NOT_FOUND (unknown or another customer's), SUBSCRIPTION_NOT_ACTIVE
   */
  async preview(caller: AuthUser, subscriptionId: string): Promise<CancellationQuote> {
    const { sub, order } = await this.load(caller, subscriptionId);
    return this.quote(sub, order, this.lifecycle.previewCancel(sub));
  }

  /**
   * `cancelMySubscription`: cancels the caller's running subscription: it becomes Cancelled, the
   * deliveries past the cut-off Cancelled, the refund of {@link cancellationRefund} goes back to the
   * card, and the customer gets an e-mail. Cancelling again answers SUBSCRIPTION_NOT_ACTIVE.
   * @returns what was cancelled and refunded (refund 0 when Stripe refused it: staff see the Failed refund).
   * @throws SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_NOT_ACTIVE, SCHEDULE_CHANGED
   */
  async cancel(caller: AuthUser, subscriptionId: string): Promise<CancellationQuote> {
    const { sub, order } = await this.load(caller, subscriptionId);
    const { changed, subscription, cancellation } = await this.lifecycle.transition(sub._id, 'cancel');
    if (!changed || !cancellation) throw OrderErrors.notCancellable();
    const quote = this.quote(subscription, order, cancellation);
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
    const user = await this.users.findById(subscription.user);
    if (user) {
      await this.mailer.send('cancellation', user, {
        planName: order ? await this.documents.planNameOf(order) : GENERIC_PLAN_NAME,
        cancelledDays: quote.cancelledDays,
        refund: refunded,
        lastDelivery: quote.lastDelivery,
      });
    }
    return { ...quote, refund: refunded };
  }

  private quote(sub: Subscription, order: Order | null, plan: CancellationPlan): CancellationQuote {
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

  private async load(caller: AuthUser, subscriptionId: string): Promise<{ sub: Subscription; order: Order | null }> {
    const sub = isObjectIdString(subscriptionId) ? await this.subscriptions.findRecord(subscriptionId) : null;
    if (!sub || sub.user.toString() !== caller.id) throw OrderErrors.subscriptionNotFound();
    if (sub.status !== SubscriptionStatus.Active && sub.status !== SubscriptionStatus.Paused) throw OrderErrors.notCancellable();
    const order = await this.orders.findById(sub.order.toString());
    return { sub, order };
  }
}
