import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { AccountClosureObject, CloseCustomerAccountArgs, CloseMyAccountArgs } from './dto/personal-data.objects.js';
import { PersonalDataService } from './personal-data.service.js';

/** Closing an account (the right to erasure, Federal Decree-Law 45/2021); the data export is a REST download. */
@Resolver(() => AccountClosureObject)
export class PersonalDataResolver {
  constructor(private readonly data: PersonalDataService) {}

  @Mutation(() => AccountClosureObject, {
    description:
      "Closes the caller's account after checking their password: running plans are cancelled under the cancellation policy (refunds to the card), the name, contact details, address, picture and nutrition profile are erased, tax documents keep the name and address for five years, and every session is signed out. Errors: WRONG_PASSWORD, RATE_LIMITED, ACCOUNT_CLOSED.",
  })
  @Roles(Role.User)
  @RateLimit('codes')
  closeMyAccount(@CurrentUser() caller: AuthUser, @Args() args: CloseMyAccountArgs): Promise<AccountClosureObject> {
    return this.data.closeMine(caller, args.password);
  }

  @Mutation(() => AccountClosureObject, {
    description:
      "Super admin: closes a customer's account as `closeMyAccount` does, confirmed by typing the customer's e-mail. Audited. Errors: NOT_FOUND, VALIDATION_FAILED (confirmation), ACCOUNT_CLOSED.",
  })
  @Roles(Role.SuperAdmin)
  closeCustomerAccount(@CurrentUser() caller: AuthUser, @Args() args: CloseCustomerAccountArgs): Promise<AccountClosureObject> {
    return this.data.closeCustomer(caller, args.id, args.confirmation);
  }
}
