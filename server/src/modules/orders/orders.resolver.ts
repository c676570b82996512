import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Role, Roles } from '../../common/auth/roles.decorator.js';
import { AdminOrderPage, OrderListArgs } from './dto/admin-order.objects.js';
import { AdminOrderDetailObject, CancellationQuoteObject, RefundOrderInput } from './dto/admin-order-detail.objects.js';
import { CancellationService } from './cancellation.service.js';
import { CreateOrderInput } from './dto/create-order.input.js';
import { OrderObject } from './dto/order.object.js';
import { FulfilmentService } from './fulfilment.service.js';
import { toOrderObject } from './order.mappers.js';
import { OrdersService } from './orders.service.js';
import { StaffOrdersService } from './staff-orders.service.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { translateMessage } from '../../common/i18n/messages.js';
import type { CancellationQuote } from './cancellation.service.js';

/** A cancellation quote with its policy sentence in the request's language. */
const inLanguage = (q: CancellationQuote, lang: Language): CancellationQuote => ({ ...q, policy: translateMessage(q.policy, lang) });

@Resolver(() => OrderObject)
export class OrdersResolver {
  constructor(
    private readonly orders: OrdersService,
    private readonly fulfilment: FulfilmentService,
    private readonly staffOrders: StaffOrdersService,
    private readonly cancellations: CancellationService,
  ) {}

  @Mutation(() => OrderObject, {
    description:
      "The order of the caller's succeeded PaymentIntent; idempotent (one order per PaymentIntent). Errors: FORBIDDEN, PAYMENT_NOT_COMPLETED, PAYMENT_NOT_FOUND, PAYMENT_CHECKOUT_MISMATCH, CHECKOUT_NOT_FOUND, AMOUNT_MISMATCH, PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR.",
  })
  @Roles(Role.User)
  async createOrder(@CurrentUser() caller: AuthUser, @Args('input') input: CreateOrderInput): Promise<OrderObject> {
    return toOrderObject(await this.fulfilment.createOrder(caller, input));
  }

  @Query(() => [OrderObject], { description: "The caller's orders, newest first." })
  @Roles(...ANY_SIGNED_IN)
  myOrders(@CurrentUser() caller: AuthUser): Promise<OrderObject[]> {
    return this.orders.mine(caller);
  }

  @Query(() => OrderObject, { description: "One of the caller's orders (staff: any). Errors: ORDER_NOT_FOUND." })
  @Roles(...ANY_SIGNED_IN)
  order(@CurrentUser() caller: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<OrderObject> {
    return this.orders.findOwned(caller, id);
  }

  @Query(() => AdminOrderPage, {
    description:
      "Admin: every order with the customer's name and e-mail, paged; search (order number, plan, customer name or e-mail), sortBy/sortDir, status and orderType filters; default newest first.",
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  adminOrders(@Args() args: OrderListArgs): Promise<AdminOrderPage> {
    return this.staffOrders.adminPage(args);
  }

  @Query(() => AdminOrderDetailObject, {
    description:
      'Admin: one order with its customer, lines, deliveries, refunds and document numbers (staff order page). Errors: ORDER_NOT_FOUND.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  adminOrder(@Args('id', { type: () => ID }) id: string): Promise<AdminOrderDetailObject> {
    return this.staffOrders.adminDetail(id);
  }

  @Mutation(() => AdminOrderDetailObject, {
    description:
      'Admin: refunds part or all of a paid order through Stripe (idempotency key per refund); never more than what is left of the amount paid. A full refund cancels the remaining deliveries; the customer gets an e-mail with the tax credit note. Errors: ORDER_NOT_FOUND, VALIDATION_FAILED, ORDER_NOT_REFUNDABLE, REFUND_EXCEEDS_PAID, REFUND_FAILED, PAYMENTS_NOT_CONFIGURED.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  refundOrder(@CurrentUser() caller: AuthUser, @Args('input') input: RefundOrderInput): Promise<AdminOrderDetailObject> {
    return this.staffOrders.refund(caller, input.orderId, input.amount, input.reason);
  }

  @Query(() => CancellationQuoteObject, {
    description:
      "What cancelling the caller's subscription now would cancel (days) and refund (fils), with the policy (in the request's language), and the next plan automatic renewal already paid for, which is cancelled with it (`nextPlan`); writes nothing. Errors: SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_NOT_ACTIVE.",
  })
  @Roles(Role.User)
  async cancellationPreview(
    @CurrentUser() caller: AuthUser,
    @Args('subscriptionId', { type: () => ID }) subscriptionId: string,
    @RequestLanguage() lang: Language,
  ): Promise<CancellationQuoteObject> {
    return inLanguage(await this.cancellations.preview(caller, subscriptionId), lang);
  }

  @Mutation(() => CancellationQuoteObject, {
    description:
      "Cancels the caller's running subscription: deliveries past the menu cut-off are cancelled and their share of the amount paid refunded to the card; e-mail sent. A next plan automatic renewal already paid for is cancelled and refunded by the same rules (its own e-mail); an automatic renewal not yet charged is turned off (never to be charged). Errors: SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_NOT_ACTIVE, SCHEDULE_CHANGED, RENEWAL_CHARGE_IN_PROGRESS (the renewal is being charged or awaits Stripe's answer: nothing changed, try again once it is settled).",
  })
  @Roles(Role.User)
  async cancelMySubscription(
    @CurrentUser() caller: AuthUser,
    @Args('subscriptionId', { type: () => ID }) subscriptionId: string,
    @RequestLanguage() lang: Language,
  ): Promise<CancellationQuoteObject> {
    return inLanguage(await this.cancellations.cancel(caller, subscriptionId), lang);
  }
}
