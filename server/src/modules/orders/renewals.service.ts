import { Injectable } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { isStaff } from '../../common/auth/ownership.js';
import { Clock } from '../../common/clock.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { CheckoutService } from '../checkout/checkout.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { SavedCardsService } from '../payments/saved-cards.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import { renewalSelection } from './renewal.rules.js';
import { SubscriptionStatus } from '../subscriptions/subscriptions.types.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { UsersService } from '../users/users.service.js';
import type { NextRenewalObject, RenewalAuthenticationObject } from './dto/renewal.objects.js';
import { OrderErrors } from './orders.errors.js';
import { OrderRepository } from './orders.repository.js';
import { RenewalJobService } from './renewal-job.service.js';
import { RenewalOutcomesService, type RenewalActor } from './renewal-outcomes.service.js';
import { RenewalState, type Renewal } from './renewal.schema.js';
import { RenewalRepository } from './renewals.repository.js';

/** A change the customer (or staff) may make only while no attempt is in flight or awaiting Stripe. */
const NOT_IN_FLIGHT = { claimUntil: null, awaitingOutcome: false };

/**
 * Automatic renewal as the customer and staff use it: the view (`nextRenewal`), the customer's on/off switch, the
 * 3-D Secure page's client secret, and staff's retry and off (docs/decisions/0084-subscriptions-that-renew-themselves.md).
 */
@Injectable()
export class RenewalsService {
  constructor(
    private readonly renewals: RenewalRepository,
    private readonly outcomes: RenewalOutcomesService,
    private readonly job: RenewalJobService,
    private readonly subscriptions: SubscriptionsService,
    private readonly orders: OrderRepository,
    private readonly checkouts: CheckoutService,
    private readonly pricing: PricingService,
    private readonly payments: PaymentsService,
    private readonly savedCards: SavedCardsService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /**
   * `nextRenewal` of a subscription: state, charge day (Dubai day) and amount (fils, VAT included), or null for a
   * subscription that is not found. A subscription bought before automatic renewal existed reads as off. `known`: the
   * subscription's order id and last delivery day when the caller has read them (the `nextRenewal` field of a
   * subscription already loaded): the subscription, schedule and all, is then not read again, and the renewal and
   * the order are read side by side.
   */
  async view(subscriptionId: string, known?: { orderId: string; endDate: Date }): Promise<NextRenewalObject | null> {
    if (!isObjectIdString(subscriptionId)) return null;
    const s = known
      ? { _id: new Types.ObjectId(subscriptionId), order: new Types.ObjectId(known.orderId), endDate: known.endDate }
      : await this.subscriptions.findRecord(subscriptionId);
    if (!s) return null;
    const [r, order] = await Promise.all([this.renewals.findById(s._id), this.orders.findById(s.order.toString())]);
    const chargeDate =
      r?.nextAttemptOn && r.state === RenewalState.Scheduled && r.attempts > 0 ? r.nextAttemptOn : this.job.chargeDateOf(s.endDate);
    return {
      subscriptionId: s._id.toString(),
      autoRenew: r?.autoRenew ?? false,
      state: r?.state ?? RenewalState.Off,
      chargeDate,
      amount: await this.amountOf(r, order, s.endDate),
      attempts: r?.attempts ?? 0,
      lastError: r?.lastError ?? null,
      renewalOrderId: r?.renewalOrder?.toString() ?? null,
    };
  }

  /**
   * `setAutoRenew`: the owner turns their plan's automatic renewal on or off, until its charge starts. On needs a
   * saved card and a running plan that is not a trial.
   * @throws SUBSCRIPTION_NOT_FOUND (unknown, or someone else's), RENEWAL_LOCKED (being charged, paid or failed),
   *   NO_SAVED_CARD, RENEWAL_NOT_AVAILABLE
   */
  async setAutoRenew(caller: AuthUser, subscriptionId: string, on: boolean): Promise<NextRenewalObject> {
    const { r, actor } = await this.ownRenewal(caller, subscriptionId);
    if (on) {
      if (!(await this.savedCards.chargeableOf(caller.id))) throw OrderErrors.noSavedCard();
      if (r.autoRenew && r.state === RenewalState.Scheduled) return (await this.view(subscriptionId))!;
      const done = await this.outcomes.change(
        r,
        // A plan cancelled meanwhile (`cancelledBy`) stays off: the check above read the plan before it.
        { state: RenewalState.Off, ...NOT_IN_FLIGHT, cancelledBy: null },
        { autoRenew: true, state: RenewalState.Scheduled, nextAttemptOn: null, attemptsLeft: Math.max(r.attemptsLeft, 1) },
        actor,
        'renewal.on',
      );
      if (!done) throw OrderErrors.renewalLocked();
    } else if (r.state !== RenewalState.Off) {
      const done = await this.outcomes.change(
        r,
        { state: RenewalState.Scheduled, ...NOT_IN_FLIGHT },
        { autoRenew: false, state: RenewalState.Off },
        actor,
        'renewal.off',
      );
      if (!done) throw OrderErrors.renewalLocked();
    }
    return (await this.view(subscriptionId))!;
  }

  /**
   * `renewalAuthentication`: for the owner of a renewal waiting for 3-D Secure, the client secret of its
   * PaymentIntent (read from Stripe, never stored) and the saved card to confirm it with.
   * @throws SUBSCRIPTION_NOT_FOUND (unknown, or someone else's), RENEWAL_NO_ACTION, PAYMENT_PROVIDER_ERROR
   */
  async authentication(caller: AuthUser, subscriptionId: string): Promise<RenewalAuthenticationObject> {
    const { r } = await this.ownRenewal(caller, subscriptionId);
    if (r.state !== RenewalState.NeedsAction || !r.paymentIntentId) throw OrderErrors.renewalNoAction();
    const intent = await this.payments.retrieveIntent(r.paymentIntentId);
    if (!intent.clientSecret) throw OrderErrors.renewalNoAction();
    const saved = await this.savedCards.chargeableOf(caller.id);
    return { clientSecret: intent.clientSecret, paymentMethodId: saved?.paymentMethodId ?? null, amount: intent.amount };
  }

  /**
   * Staff `retryRenewal`: a renewal that needs action, failed or waits for its next attempt is charged again now
   * (a new attempt with its own idempotency key; one more allowed when all were used). Audited.
   * @throws SUBSCRIPTION_NOT_FOUND, RENEWAL_LOCKED (paid, an attempt in flight, or the plan cancelled), NO_SAVED_CARD
   */
  async retry(caller: AuthUser, subscriptionId: string): Promise<NextRenewalObject> {
    const found = await this.anyRenewal(caller, subscriptionId);
    const { s, actor } = found;
    // An attempt still waiting for Stripe is settled first: never a second charge for one that went through.
    if (found.r.awaitingOutcome && !(await this.job.reconcile(found.r, this.clock.now()))) throw OrderErrors.renewalLocked();
    const r = (await this.renewals.findById(found.r._id))!;
    if (!(await this.savedCards.chargeableOf(r.user.toString()))) throw OrderErrors.noSavedCard();
    const done = await this.outcomes.change(
      r,
      {
        state: trusted({ $in: [RenewalState.Scheduled, RenewalState.NeedsAction, RenewalState.Failed, RenewalState.Off] }),
        claimUntil: null,
        // A cancelled plan is never charged again.
        cancelledBy: null,
      },
      {
        autoRenew: true,
        state: RenewalState.Scheduled,
        nextAttemptOn: null,
        awaitingOutcome: false,
        attemptsLeft: Math.max(r.attemptsLeft, 1),
      },
      actor,
      'renewal.retry',
    );
    if (!done) throw OrderErrors.renewalLocked();
    await this.job.attempt(s, this.clock.now());
    return (await this.view(subscriptionId))!;
  }

  /** Staff `turnOffRenewal`: no further charge (not while one is in flight; a paid renewal stays paid). Audited. @throws SUBSCRIPTION_NOT_FOUND, RENEWAL_LOCKED */
  async turnOff(caller: AuthUser, subscriptionId: string): Promise<NextRenewalObject> {
    const { r, actor } = await this.anyRenewal(caller, subscriptionId);
    if (r.state !== RenewalState.Off) {
      const done = await this.outcomes.change(
        r,
        { state: trusted({ $in: [RenewalState.Scheduled, RenewalState.NeedsAction, RenewalState.Failed] }), ...NOT_IN_FLIGHT },
        { autoRenew: false, state: RenewalState.Off },
        actor,
        'renewal.off',
      );
      if (!done) throw OrderErrors.renewalLocked();
    }
    return (await this.view(subscriptionId))!;
  }

  /**
   * `removePaymentMethod`: forgets the caller's saved card (detached at Stripe) and turns off the automatic renewal
   * of their plans not being charged (nothing left to charge; each change audited). @returns whether a card was removed.
   * @throws PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR
   */
  async removeCard(caller: AuthUser): Promise<boolean> {
    const removed = await this.savedCards.removeCard(caller.id);
    const u = await this.users.findById(caller.id);
    const actor: RenewalActor = u ? { id: u._id, email: u.email, fullName: u.fullName, role: caller.role } : null;
    for (const r of await this.renewals.findScheduledOfUser(new Types.ObjectId(caller.id)))
      await this.outcomes.change(
        r,
        { state: RenewalState.Scheduled, ...NOT_IN_FLIGHT },
        { autoRenew: false, state: RenewalState.Off },
        actor,
        'renewal.off',
      );
    return removed;
  }

  /** The caller's own running subscription's renewal (made off when missing); someone else's reads as not found. */
  private async ownRenewal(caller: AuthUser, subscriptionId: string) {
    const found = await this.anyRenewal(caller, subscriptionId);
    if (found.s.user.toString() !== caller.id) throw OrderErrors.subscriptionNotFound();
    if (found.s.status === SubscriptionStatus.Cancelled || found.s.status === SubscriptionStatus.Expired)
      throw OrderErrors.renewalNotAvailable();
    return found;
  }

  private async anyRenewal(caller: AuthUser, subscriptionId: string) {
    const s = isObjectIdString(subscriptionId) ? await this.subscriptions.findRecord(subscriptionId) : null;
    if (!s || (!isStaff(caller) && s.user.toString() !== caller.id)) throw OrderErrors.subscriptionNotFound();
    let r: Renewal | null = await this.renewals.findById(s._id);
    if (!r) {
      await this.outcomes.ensureFor(s._id, s.user, s.order, false);
      r = (await this.renewals.findById(s._id))!;
    }
    const u = await this.users.findById(caller.id);
    const actor: RenewalActor = u ? { id: u._id, email: u.email, fullName: u.fullName, role: caller.role } : null;
    return { r, s, actor };
  }

  /**
   * The renewal's amount (fils, VAT included): its checkout's total once made, else today's price of the checkout
   * that bought `order`, the subscription's order (null when refused or when the order is gone).
   */
  private async amountOf(r: Renewal | null, order: { checkout: Types.ObjectId } | null, endDate: Date): Promise<number | null> {
    if (r?.checkout) return (await this.checkouts.findRecord(r.checkout))?.quote.total ?? null;
    const source = order ? await this.checkouts.findRecord(order.checkout) : null;
    if (!source) return null;
    try {
      const now = this.clock.now();
      const priced = await this.pricing.price(renewalSelection(source.selection, endDate, now), now);
      return priced.quote.total;
    } catch {
      return null;
    }
  }
}
