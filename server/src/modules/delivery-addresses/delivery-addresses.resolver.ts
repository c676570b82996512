import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { DeliveryAddressesService } from './delivery-addresses.service.js';
import {
  AddressBookInput,
  AddressIdArgs,
  BookAddressObject,
  DayAddressInput,
  DeleteAddressArgs,
  MyDayAddressesObject,
  WeekdayAddressInput,
} from './dto/delivery-address-book.dto.js';

/** The customer's address book and each delivery day's address (docs/decisions/0088-an-address-book-and-an-address-per-day.md). */
@Resolver(() => BookAddressObject)
export class DeliveryAddressesResolver {
  constructor(private readonly addresses: DeliveryAddressesService) {}

  @Query(() => [BookAddressObject], {
    description: "The caller's address book (at most 5 addresses, exactly one default), in the order added.",
  })
  @Roles(Role.User)
  myAddresses(@CurrentUser() caller: AuthUser): Promise<BookAddressObject[]> {
    return this.addresses.mine(caller);
  }

  @Query(() => [BookAddressObject], { description: "Staff: a customer's address book. Errors: NOT_FOUND." })
  @Roles(Role.Admin, Role.SuperAdmin)
  customerAddresses(@Args('userId', { type: () => ID }) userId: string): Promise<BookAddressObject[]> {
    return this.addresses.ofCustomer(userId);
  }

  @Query(() => MyDayAddressesObject, {
    description:
      "Staff: a customer's weekday address rules and upcoming delivery days with their addresses (read-only; as `myDayAddresses` shows them to the customer). Errors: NOT_FOUND.",
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  customerDayAddresses(@Args('userId', { type: () => ID }) userId: string): Promise<MyDayAddressesObject> {
    return this.addresses.daysOfCustomer(userId);
  }

  @Query(() => MyDayAddressesObject, { description: "The caller's weekday address rules and upcoming delivery days with their addresses." })
  @Roles(Role.User)
  myDayAddresses(@CurrentUser() caller: AuthUser): Promise<MyDayAddressesObject> {
    return this.addresses.days(caller);
  }

  @Mutation(() => [BookAddressObject], {
    description: "Adds an address to the caller's book; the first becomes the default. Errors: VALIDATION_FAILED, ADDRESS_BOOK_FULL.",
  })
  @Roles(Role.User)
  addAddress(@CurrentUser() caller: AuthUser, @Args('input') input: AddressBookInput): Promise<BookAddressObject[]> {
    return this.addresses.add(caller, input);
  }

  @Mutation(() => [BookAddressObject], {
    description: "Changes one of the caller's addresses (label and fields). Errors: VALIDATION_FAILED, ADDRESS_NOT_FOUND, ADDRESS_CHANGED.",
  })
  @Roles(Role.User)
  updateAddress(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: AddressBookInput,
  ): Promise<BookAddressObject[]> {
    return this.addresses.update(caller, id, input);
  }

  @Mutation(() => [BookAddressObject], {
    description:
      "Makes one of the caller's addresses the default (checkout and every day without a weekday rule or a move use it; days past the cut-off keep theirs). Errors: ADDRESS_NOT_FOUND, ADDRESS_CHANGED.",
  })
  @Roles(Role.User)
  setDefaultAddress(@CurrentUser() caller: AuthUser, @Args() args: AddressIdArgs): Promise<BookAddressObject[]> {
    return this.addresses.setDefault(caller, args.id);
  }

  @Mutation(() => [BookAddressObject], {
    description:
      "Deletes one of the caller's addresses; days and weekdays using it go to `moveDaysTo`. Errors: ADDRESS_NOT_FOUND, ADDRESS_IS_DEFAULT, ADDRESS_IN_USE (no `moveDaysTo`; extensions `days`, `weekdays`), ADDRESS_LOCKED (a day past its cut-off uses it), VALIDATION_FAILED.",
  })
  @Roles(Role.User)
  deleteAddress(@CurrentUser() caller: AuthUser, @Args() args: DeleteAddressArgs): Promise<BookAddressObject[]> {
    return this.addresses.remove(caller, args.id, args.moveDaysTo);
  }

  @Mutation(() => MyDayAddressesObject, {
    description:
      "Sends every delivery on a weekday to one of the caller's addresses (null: the default), from the first changeable day on. Errors: VALIDATION_FAILED, ADDRESS_NOT_FOUND.",
  })
  @Roles(Role.User)
  setWeekdayAddress(@CurrentUser() caller: AuthUser, @Args('input') input: WeekdayAddressInput): Promise<MyDayAddressesObject> {
    return this.addresses.setWeekday(caller, input);
  }

  @Mutation(() => MyDayAddressesObject, {
    description:
      "Moves one of the caller's delivery days to another address (null: back to the weekday's or the default), before the cut-off. Errors: CUTOFF_PASSED, NO_DELIVERY_THAT_DAY, ADDRESS_NOT_FOUND.",
  })
  @Roles(Role.User)
  moveDayAddress(@CurrentUser() caller: AuthUser, @Args('input') input: DayAddressInput): Promise<MyDayAddressesObject> {
    return this.addresses.moveDay(caller, input);
  }
}
