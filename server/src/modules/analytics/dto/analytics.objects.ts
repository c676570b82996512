import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { OrderType } from '../../pricing/pricing.rules.js';

/** One slice of the orders-per-type doughnut (spec section 3 "Chart data": `_id` and `count`). */
@ObjectType('OrderTypeCount')
export class OrderTypeCountObject {
  @Field(() => OrderType, { description: 'The order type (`_id` of the $group).' })
  _id!: OrderType;

  @Field(() => Int)
  count!: number;
}

/** The admin dashboard's KPI cards and chart (dashboard analytics). Money in fils; periods in UTC. */
@ObjectType('AdminAnalytics')
export class AdminAnalyticsObject {
  @Field(() => Int, { description: 'Subscriptions with stored status Active (running or about to start).' })
  activeSubscriptions!: number;

  @Field(() => Float, {
    description:
      "Sum of the totals of Paid orders created this calendar month (UTC), fils (a whole number; Float because a month can pass GraphQL Int's 2^31 - 1 fils, AED 21.4 million).",
  })
  revenueThisMonth!: number;

  @Field(() => Int, { description: 'Orders created today (UTC), any status.' })
  ordersToday!: number;

  @Field(() => Int, { description: 'Customer accounts (role user) created in the last 30 days.' })
  newCustomers30Days!: number;

  @Field(() => Int, { description: 'Customer accounts (role user).' })
  totalCustomers!: number;

  @Field(() => Int, { description: 'Orders of all time, any status.' })
  totalOrders!: number;

  @Field(() => [OrderTypeCountObject], { description: 'Orders of all time per order type, by type name.' })
  ordersByType!: OrderTypeCountObject[];
}
