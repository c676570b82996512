import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Public, Role, Roles } from '../../common/auth/roles.decorator.js';
import { DeliverySlotsService } from './delivery-slots.service.js';
import {
  ChooseDeliverySlotInput,
  DefaultSlotArgs,
  DeliverySlotInput,
  DeliverySlotObject,
  MyDeliverySlotsObject,
  SlotAvailabilityArgs,
  SlotAvailabilityObject,
  UpdateDeliverySlotInput,
} from './dto/delivery-slot.dto.js';

/** Delivery time slots: staff define them; customers pick a default and change single days. */
@Resolver(() => DeliverySlotObject)
export class DeliverySlotsResolver {
  constructor(private readonly slots: DeliverySlotsService) {}

  @Query(() => [DeliverySlotObject], { description: 'The delivery slots customers can choose, by start time.' })
  @Public()
  deliverySlots(): Promise<DeliverySlotObject[]> {
    return this.slots.list();
  }

  @Query(() => [DeliverySlotObject], { description: 'Staff: every delivery slot, switched-off ones too.' })
  @Roles(Role.Admin, Role.SuperAdmin)
  adminDeliverySlots(): Promise<DeliverySlotObject[]> {
    return this.slots.adminList();
  }

  @Query(() => [SlotAvailabilityObject], {
    description: 'Places taken and left per active slot and day, for `days` days from `from` (YYYY-MM-DD).',
  })
  @Public()
  deliverySlotAvailability(@Args() args: SlotAvailabilityArgs): Promise<SlotAvailabilityObject[]> {
    return this.slots.availability(args.from, args.days);
  }

  @Query(() => MyDeliverySlotsObject, { description: "The caller's default slot and upcoming delivery days with their slots." })
  @Roles(Role.User)
  myDeliverySlots(@CurrentUser() caller: AuthUser): Promise<MyDeliverySlotsObject> {
    return this.slots.mine(caller);
  }

  @Mutation(() => DeliverySlotObject, { description: 'Staff: a new delivery slot. Errors: VALIDATION_FAILED.' })
  @Roles(Role.Admin, Role.SuperAdmin)
  createDeliverySlot(@Args('input') input: DeliverySlotInput): Promise<DeliverySlotObject> {
    return this.slots.create(input);
  }

  @Mutation(() => DeliverySlotObject, {
    description: 'Staff: changes a slot (label, times, capacity, on/off). Errors: SLOT_NOT_FOUND, VALIDATION_FAILED.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  updateDeliverySlot(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateDeliverySlotInput,
  ): Promise<DeliverySlotObject> {
    return this.slots.update(id, input);
  }

  @Mutation(() => MyDeliverySlotsObject, {
    description:
      "Checkout and the customer area's usual time: the caller's default slot for the whole plan. Days still changeable that were in the previous usual slot move to it (a day set to another slot stays as set), and every upcoming delivery day without one is booked, where places are left. Errors: SLOT_NOT_FOUND.",
  })
  @Roles(Role.User)
  setDefaultDeliverySlot(@CurrentUser() caller: AuthUser, @Args() args: DefaultSlotArgs): Promise<MyDeliverySlotsObject> {
    return this.slots.setDefault(caller, args.slotId);
  }

  @Mutation(() => MyDeliverySlotsObject, {
    description:
      "Moves one of the caller's delivery days to another slot, before the cut-off (48 h). Errors: SLOT_NOT_FOUND, SLOT_FULL, NO_DELIVERY_THAT_DAY, CUTOFF_PASSED, SLOT_CHANGED.",
  })
  @Roles(Role.User)
  chooseDeliverySlot(@CurrentUser() caller: AuthUser, @Args('input') input: ChooseDeliverySlotInput): Promise<MyDeliverySlotsObject> {
    return this.slots.choose(caller, input);
  }
}
