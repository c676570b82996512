import { Injectable, Logger } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { CheckoutService } from '../checkout/checkout.service.js';
import type Stripe from 'stripe';
import { Clock } from '../../common/clock.js';
import { addDays } from '../../common/format/dates.js';
import { dubaiDayOf } from '../../common/format/dubai-days.js';
import type { Fils } from '../../common/format/money.js';
import { AuditService } from '../audit/audit.service.js';
import { MailerService } from '../notifications/mailer.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { toIntentSummary, type IntentSummary } from '../payments/payments.service.js';
import { needsAuthentication } from '../payments/saved-cards.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { UsersService } from '../users/users.service.js';
import { OrderDocumentsService } from './order-documents.service.js';
import { Renewal, RenewalState } from './renewal.schema.js';
import { RenewalRepository } from './renewals.repository.js';
import { OrderRepository } from './orders.repository.js';

/** The Stripe events that move a renewal besides `payment_intent.succeeded` (README "Stripe webhook events"). */
export const RENEWAL_EVENTS = ['payment_intent.payment_failed', 'payment_intent.requires_action'] as const;

/** Who made a change, for the audit log: a customer or staff member, or null for the product itself (job, webhook). */
export type RenewalActor = { id: Types.ObjectId; email: string; fullName: string; role: string } | null;

/** The attempt number a renewal's PaymentIntent carries in its metadata (`renewalAttempt`), or null. */
function attemptOf(intent: IntentSummary): number | null {
  const n = Number(intent.metadata.renewalAttempt);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The renewal state machine's transitions (docs/decisions/0084-subscriptions-that-renew-themselves.md): each a
 * conditional write on the state read, audited, with the customer's e-mail. Used by the renewal job (Stripe's
 * immediate answer), the webhook (the later one) and the customer's and staff's operations.
 */
@Injectable()
export class RenewalOutcomesService {
  private readonly logger = new Logger('Renewals');

  constructor(
    private readonly renewals: RenewalRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly mailer: MailerService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly orders: OrderRepository,
    private readonly documents: OrderDocumentsService,
    private readonly checkouts: CheckoutService,
    private readonly notices: NoticesService,
  ) {}

  /** Creates a new subscription's renewal once: on (scheduled) when `autoRenew`, else off. */
  ensureFor(subscriptionId: Types.ObjectId, user: Types.ObjectId, order: Types.ObjectId, autoRenew: boolean): Promise<void> {
    return this.renewals.ensure(subscriptionId, user, order, autoRenew);
  }

  /**
   * Applies a change if `filter` still holds, and audits it (`renewal.<state>` or `action`).
   * @returns the renewal after it, or null when it no longer held (someone else changed it first).
   */
  async change(
    before: Renewal,
    filter: Record<string, unknown>,
    set: Partial<Renewal>,
    actor: RenewalActor = null,
    action?: string,
    inc?: Record<string, number>,
  ): Promise<Renewal | null> {
    const after = await this.renewals.update({ _id: before._id, ...filter }, { $set: set, ...(inc ? { $inc: inc } : {}) });
    if (after && (after.state !== before.state || after.autoRenew !== before.autoRenew || action)) {
      const view = (r: Renewal) => ({ state: r.state, autoRenew: r.autoRenew, attempts: r.attempts, lastError: r.lastError ?? null });
      await this.audit.recordChange(
        action ?? `renewal.${after.state}`,
        actor,
        { collection: 'renewals', id: after._id.toString(), before: view(before), after: view(after) },
        actor ? 'request' : 'renewal',
      );
    }
    return after;
  }

  /** The charge went through: paid, with the order it made (from any state but paid: the money is taken). */
  async succeeded(subscriptionId: Types.ObjectId, paymentIntentId: string, orderId: Types.ObjectId): Promise<void> {
    const r = await this.renewals.findById(subscriptionId);
    if (!r || r.state === RenewalState.Paid) return;
    await this.change(
      r,
      { state: r.state },
      { state: RenewalState.Paid, paymentIntentId, renewalOrder: orderId, claimUntil: null, awaitingOutcome: false, lastError: null },
    );
  }

  /** Stripe gave no final answer yet: the attempt waits for the webhook (no new attempt meanwhile). */
  async pending(r: Renewal, paymentIntentId: string, now: Date): Promise<void> {
    await this.change(
      r,
      { state: RenewalState.Scheduled, attempts: r.attempts },
      { awaitingOutcome: true, awaitingSince: now, claimUntil: null, paymentIntentId },
    );
  }

  /** The bank wants 3-D Secure: needs_action, and the customer is told how to complete it. */
  async needsAction(r: Renewal, paymentIntentId: string | null): Promise<void> {
    const after = await this.change(
      r,
      { state: RenewalState.Scheduled, attempts: r.attempts },
      { state: RenewalState.NeedsAction, claimUntil: null, awaitingOutcome: false, paymentIntentId: paymentIntentId ?? r.paymentIntentId },
    );
    if (after) {
      await this.mail(after, 'renewalNeedsAction');
      await this.notifyNeedsAction(after);
    }
  }

  /**
   * A decline of attempt `r.attempts`: another attempt the next Dubai day while attempts are left (e-mail with
   * its date), else failed (the plan ends as it would have; e-mail). Applied once per attempt.
   */
  async declined(r: Renewal, reason: string, today: Date): Promise<void> {
    const filter = {
      state: trusted({ $in: [RenewalState.Scheduled, RenewalState.NeedsAction] }),
      attempts: r.attempts,
      declinedAttempt: trusted({ $lt: r.attempts }),
    };
    const last = r.attemptsLeft <= 0;
    const base = { claimUntil: null, awaitingOutcome: false, lastError: reason, declinedAttempt: r.attempts };
    const after = await this.change(
      r,
      filter,
      last ? { ...base, state: RenewalState.Failed } : { ...base, state: RenewalState.Scheduled, nextAttemptOn: addDays(today, 1) },
      null,
      last ? undefined : 'renewal.declined',
    );
    if (after) await this.mail(after, last ? 'renewalFailed' : 'renewalDeclined');
  }

  /** Given up before a charge (no saved card, the plan no longer sold): failed, and the customer told. */
  async failed(r: Renewal, reason: string): Promise<void> {
    const after = await this.change(
      r,
      { state: r.state, attempts: r.attempts },
      { state: RenewalState.Failed, claimUntil: null, awaitingOutcome: false, lastError: reason },
    );
    if (after) await this.mail(after, 'renewalFailed');
  }

  /** A `payment_intent.payment_failed` / `requires_action` event of a renewal's charge (others are ignored). */
  async onEvent(event: Stripe.Event): Promise<void> {
    const today = dubaiDayOf(this.clock.now());
    const intent = toIntentSummary(event.data.object as Stripe.PaymentIntent);
    const id = intent.metadata.renewalOf;
    if (!id || !Types.ObjectId.isValid(id)) return;
    const r = await this.renewals.findById(id);
    // Only the attempt in hand: a late event of an earlier attempt changes nothing.
    if (!r || attemptOf(intent) !== r.attempts) return;
    if (event.type === 'payment_intent.requires_action' || needsAuthentication(intent.lastErrorCode, intent.status)) {
      if (r.state === RenewalState.Scheduled) await this.needsAction(r, intent.id);
      return;
    }
    await this.declined(r, intent.lastErrorCode ?? 'card_declined', today);
  }

  /** The job: renewals waiting for 3-D Secure whose plan has ended fail (the plan ended as it would have). */
  async expireNeedsAction(today: Date): Promise<number> {
    let n = 0;
    for (const r of await this.renewals.findInState(RenewalState.NeedsAction)) {
      const s = await this.subscriptions.findRecord(r._id.toString());
      if (s && s.endDate.getTime() >= today.getTime()) continue;
      if (
        await this.change(r, { state: RenewalState.NeedsAction }, { state: RenewalState.Failed, lastError: 'authentication_not_completed' })
      )
        n += 1;
    }
    return n;
  }

  /** The in-app notice of a renewal waiting for 3-D Secure (both languages; the page that completes it is in the e-mail and on the plan). */
  private async notifyNeedsAction(r: Renewal): Promise<void> {
    try {
      await this.notices.notifyCustomer(
        r.user,
        {
          title: 'Confirm your plan renewal',
          message: 'Your bank asks you to confirm the payment for your plan renewal. Open your plan to confirm it.',
        },
        { title: 'أكّد تجديد خطتك', message: 'يطلب مصرفك تأكيد دفع تجديد خطتك. افتح صفحة خطتك لتأكيده.' },
      );
    } catch (err) {
      this.logger.error(`Renewal notice of ${r._id.toString()} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async mail(r: Renewal, kind: 'renewalNeedsAction' | 'renewalDeclined' | 'renewalFailed'): Promise<void> {
    try {
      const [user, order, sub] = await Promise.all([
        this.users.findById(r.user),
        this.orders.findById(r.order.toString()),
        this.subscriptions.findRecord(r._id.toString()),
      ]);
      if (!user || !order || !sub) return;
      const planName = await this.documents.planNameOf(order);
      const amount = await this.amountOf(r, order.price.total);
      if (kind === 'renewalNeedsAction')
        await this.mailer.send(kind, user, { planName, amount, subscriptionId: r._id.toString(), endDate: sub.endDate });
      else if (kind === 'renewalDeclined')
        await this.mailer.send(kind, user, { planName, amount, retryOn: r.nextAttemptOn ?? this.clock.now() });
      else await this.mailer.send(kind, user, { planName, endDate: sub.endDate });
    } catch (err) {
      this.logger.error(`Renewal e-mail ${kind} of ${r._id.toString()} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** What the renewal charges (fils): its checkout's total once made, else `fallback`. */
  private async amountOf(r: Renewal, fallback: Fils): Promise<Fils> {
    return (r.checkout ? (await this.checkouts.findRecord(r.checkout))?.quote.total : null) ?? fallback;
  }
}
