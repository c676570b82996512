import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/roles.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { DiscountCodesService } from './discount-codes.service.js';
import { DiscountCodeCheckInput } from './dto/discount-code.input.js';
import { DiscountCodeDetailsObject } from './dto/discount-code.object.js';

@Resolver(() => DiscountCodeDetailsObject)
export class DiscountCodesResolver {
  constructor(private readonly codes: DiscountCodesService) {}

  @Query(() => DiscountCodeDetailsObject, {
    description: "Checks a discount code for a selection (spec sections 4, 5, 8). Errors: DISCOUNT_CODE_REQUIRED 'Please enter a discount code', DISCOUNT_NOT_APPLICABLE 'Not applicable for trial or promotional plan.', DISCOUNT_CODE_INVALID 'Invalid discount code'.",
  })
  @Public()
  @RateLimit('codes')
  discountCode(@Args('input') input: DiscountCodeCheckInput): Promise<DiscountCodeDetailsObject> {
    return this.codes.check(input);
  }
}
