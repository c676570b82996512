import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { OrderObject } from '../../orders/dto/order.object.js';
import { SubscriptionSummaryFields } from '../../subscriptions/dto/subscription.object.js';
import { SubscriptionStatus } from '../../subscriptions/subscriptions.types.js';
import { AccountContactObject } from '../../users/dto/account-contact.object.js';
import { DeliveryAddressObject } from '../../users/dto/delivery-address.object.js';
import { PlanStatus } from '../../users/users.types.js';
import { PageOf } from '../../../common/paging/page.object.js';

/** A customer as staff see them. */
@ObjectType('Customer')
export class CustomerObject extends AccountContactObject {
  @Field(() => String, { nullable: true })
  image?: string | null;

  @Field(() => PlanStatus, {
    description:
      'In `customers`: as stored (what the list filters and sorts by). In `adminCustomer`: as the customer sees it, Paused while a pause covers today.',
  })
  planStatus!: PlanStatus;

  @Field({ description: 'Whether the account may sign in.' })
  active!: boolean;

  @Field()
  emailVerified!: boolean;

  @Field(() => DeliveryAddressObject, {
    nullable: true,
    description: 'Where meals are delivered; null when the customer has not added one.',
  })
  deliveryAddress!: DeliveryAddressObject | null;

  @Field(() => GraphQLISODateTime, { description: 'Sign-up time (UTC).' })
  createdAt!: Date;
}

/** One page of customers. */
@ObjectType()
export class CustomerPage extends PageOf(CustomerObject) {}

/** A subscription summarised for the customer page; its deliveries are listed by `customerDeliveries`. */
@ObjectType('CustomerSubscription')
export class CustomerSubscriptionObject extends SubscriptionSummaryFields {
  @Field(() => ID, { description: 'The user plan id.' })
  id!: string;

  @Field(() => SubscriptionStatus, { description: 'As stored.' })
  status!: SubscriptionStatus;

  @Field(() => Int, { description: 'Planned meals in total.' })
  totalMeals!: number;

  @Field(() => Int)
  pendingMeals!: number;

  @Field(() => Int)
  outForDeliveryMeals!: number;

  @Field(() => Int)
  deliveredMeals!: number;

  @Field(() => Int)
  cancelledMeals!: number;
}

/** `adminCustomer`: profile, subscriptions (newest first) and orders (newest first). */
@ObjectType('AdminCustomer')
export class AdminCustomerObject {
  @Field(() => CustomerObject)
  profile!: CustomerObject;

  @Field(() => [CustomerSubscriptionObject])
  subscriptions!: CustomerSubscriptionObject[];

  @Field(() => [OrderObject])
  orders!: OrderObject[];
}
