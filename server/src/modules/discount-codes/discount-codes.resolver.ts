import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Role, Roles } from '../../common/auth/roles.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { DiscountCodesService } from './discount-codes.service.js';
import { DiscountCodeCheckInput } from './dto/discount-code.input.js';
import { CreateDiscountCodeInput, DiscountCodesArgs, UpdateDiscountCodeInput } from './dto/discount-code-admin.inputs.js';
import { DiscountCodeDetailsObject, DiscountCodeObject, DiscountCodePage } from './dto/discount-code.object.js';

@Resolver(() => DiscountCodeDetailsObject)
export class DiscountCodesResolver {
  constructor(private readonly codes: DiscountCodesService) {}

  @Query(() => DiscountCodeDetailsObject, {
    description:
      "Checks a discount code for a selection (spec sections 4, 5, 8). Errors: DISCOUNT_CODE_REQUIRED 'Please enter a discount code', DISCOUNT_NOT_APPLICABLE 'Not applicable for trial or promotional plan.', DISCOUNT_CODE_INVALID 'Invalid discount code'.",
  })
  @Public()
  @RateLimit('codes')
  discountCode(@Args('input') input: DiscountCodeCheckInput): Promise<DiscountCodeDetailsObject> {
    return this.codes.check(input);
  }

  @Query(() => DiscountCodePage, {
    description:
      'Admin: codes switched on and not yet ended (expired false) or the others, ended or switched off (expired true); search (code, name), sortBy/sortDir; default newest first.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  discountCodes(@Args() args: DiscountCodesArgs): Promise<DiscountCodePage> {
    return this.codes.adminPage(args.expired ?? false, args);
  }

  @Mutation(() => DiscountCodeObject, {
    description:
      "Admin: adds a code (stored upper-case). Errors: VALIDATION_FAILED, DISCOUNT_CODE_TAKEN (409) 'A discount code with this code already exists.'",
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  createDiscountCode(@Args('input') input: CreateDiscountCodeInput): Promise<DiscountCodeObject> {
    return this.codes.create(input);
  }

  @Mutation(() => DiscountCodeObject, {
    description: 'Admin: changes the given fields of a code. Errors: NOT_FOUND, VALIDATION_FAILED, DISCOUNT_CODE_TAKEN (409).',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  updateDiscountCode(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateDiscountCodeInput,
  ): Promise<DiscountCodeObject> {
    return this.codes.update(id, input);
  }

  @Mutation(() => DiscountCodeObject, { description: 'Admin: switches a code on (true) or off (false). Errors: NOT_FOUND.' })
  @Roles(Role.Admin, Role.SuperAdmin)
  setDiscountCodeActive(@Args('id', { type: () => ID }) id: string, @Args('active') active: boolean): Promise<DiscountCodeObject> {
    return this.codes.setActive(id, active);
  }
}
