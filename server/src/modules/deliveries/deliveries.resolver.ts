import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { DeliveriesService } from './deliveries.service.js';
import { CustomerDeliveriesArgs, UpdateDayDeliveryStatusInput, UpdateDeliveryStatusInput } from './dto/delivery.inputs.js';
import { DeliveryRowObject, DeliveryRowPage } from './dto/delivery.objects.js';

/** Delivery status of customers' planned meals (dashboard order/user/{id}). */
@Resolver(() => DeliveryRowObject)
export class DeliveriesResolver {
  constructor(private readonly deliveries: DeliveriesService) {}

  @Query(() => DeliveryRowPage, {
    description:
      "Admin: a customer's delivery rows (spec section 3 user plan order detail) from every subscription, by day then category; optional deliveryStatus, subscriptionId and date (YYYY-MM-DD) filters. Errors: NOT_FOUND.",
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  customerDeliveries(@Args() args: CustomerDeliveriesArgs): Promise<DeliveryRowPage> {
    return this.deliveries.customerRows(args);
  }

  @Mutation(() => DeliveryRowObject, {
    description:
      'Admin: sets the delivery status of one planned meal, by index or by date + category + slot; returns the row. Errors: VALIDATION_FAILED, NOT_FOUND, PLANNED_MEAL_NOT_FOUND, SCHEDULE_CHANGED (409).',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  updateDeliveryStatus(@Args('input') input: UpdateDeliveryStatusInput): Promise<DeliveryRowObject> {
    return this.deliveries.updateOne(input);
  }

  @Mutation(() => [DeliveryRowObject], {
    description:
      "Admin: sets the delivery status of every meal of one day of a subscription (meals already Cancelled stay so unless the status is Cancelled); returns the day's rows. Errors: NOT_FOUND, DELIVERY_DAY_NOT_FOUND, SCHEDULE_CHANGED (409).",
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  updateDayDeliveryStatus(@Args('input') input: UpdateDayDeliveryStatusInput): Promise<DeliveryRowObject[]> {
    return this.deliveries.updateDay(input);
  }
}
