import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Role, Roles } from '../../common/auth/roles.decorator.js';
import { AdminOrderPage, OrderListArgs } from './dto/admin-order.objects.js';
import { CreateOrderInput } from './dto/create-order.input.js';
import { OrderObject } from './dto/order.object.js';
import { OrdersService, toOrderObject } from './orders.service.js';

@Resolver(() => OrderObject)
export class OrdersResolver {
  constructor(private readonly orders: OrdersService) {}

  @Mutation(() => OrderObject, {
    description: "The order of the caller's succeeded PaymentIntent; idempotent (one order per PaymentIntent). Errors: FORBIDDEN, PAYMENT_NOT_COMPLETED, PAYMENT_NOT_FOUND, PAYMENT_CHECKOUT_MISMATCH, CHECKOUT_NOT_FOUND, AMOUNT_MISMATCH, PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR.",
  })
  @Roles(Role.User)
  async createOrder(@CurrentUser() caller: AuthUser, @Args('input') input: CreateOrderInput): Promise<OrderObject> {
    return toOrderObject(await this.orders.createOrder(caller, input));
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

  @Query(() => AdminOrderPage, { description: "Admin: every order with the customer's name and e-mail, paged; search (order number, plan, customer name or e-mail), sortBy/sortDir, status and orderType filters; default newest first. (issue 5 §1)" })
  @Roles(Role.Admin, Role.SuperAdmin)
  adminOrders(@Args() args: OrderListArgs): Promise<AdminOrderPage> {
    return this.orders.adminPage(args);
  }
}
