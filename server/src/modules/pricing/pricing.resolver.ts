import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { DurationOptionObject } from './dto/duration.object.js';
import { QuoteObject } from './dto/quote.object.js';
import { SelectionInput } from './dto/selection.input.js';
import { PricingService } from './pricing.service.js';
import { CatalogPublic } from '../../common/catalog-cache/catalog-public.decorator.js';

@Resolver(() => QuoteObject)
export class PricingResolver {
  constructor(private readonly pricing: PricingService) {}

  @Query(() => [DurationOptionObject], {
    description:
      "The durations checkout offers with their delivery days ('1 Month' = 28), so clients price and label them as the server does (anyone may ask).",
  })
  @Public()
  @CatalogPublic()
  durations(): DurationOptionObject[] {
    return this.pricing.durations();
  }

  @Query(() => QuoteObject, {
    description:
      'Prices a selection in fils (spec section 9; anyone may ask). Errors: PLAN_NOT_FOUND, DURATION_NOT_AVAILABLE, MEALS_REQUIRED, TOO_MANY_MEALS, MEAL_CATEGORY_UNAVAILABLE, START_DATE_INVALID, START_DATE_TOO_EARLY, START_DATE_TOO_LATE, DISCOUNT_CODE_INVALID, DISCOUNT_NOT_APPLICABLE, VALIDATION_FAILED.',
  })
  @Public()
  quote(@Args('input') input: SelectionInput, @RequestLanguage() lang: Language): Promise<QuoteObject> {
    return this.pricing.quote(input, new Date(), lang);
  }
}
