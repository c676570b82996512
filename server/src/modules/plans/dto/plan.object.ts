import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { MealObject } from '../../meals/dto/meal.object.js';
import { Weekday } from '../delivery-weeks.rules.js';
import { PageOf } from '../../../common/paging/page.object.js';
import { LocalisedNameObjectOf, NameTranslationFields, TranslationsObjectOf } from '../../../common/i18n/translations.dto.js';

/** Daily price per meal slot in fils (spec section 3 `dailyPrices`); each defaults to 0. */
@ObjectType('DailyPrices')
export class DailyPricesObject {
  @Field(() => Int, { description: 'Breakfast per day, fils.' })
  breakfast!: number;

  @Field(() => Int, { description: 'Lunch per day, fils.' })
  lunch!: number;

  @Field(() => Int, { description: 'Dinner per day, fils.' })
  dinner!: number;

  @Field(() => Int, { description: 'Snacks per day, fils.' })
  snacks!: number;
}

/** One way a plan is sold (docs/decisions/0087-dubai-days-and-delivery-weeks.md): `deliveryDays` a week, `daysOff` off. */
@ObjectType('DeliveryWeek')
export class DeliveryWeekObject {
  @Field(() => Int, { description: 'Delivery days a week: 7, 6 or 5. A month (4 weeks) has 4 times as many deliveries.' })
  deliveryDays!: number;

  @Field(() => [Weekday], { description: 'The weekdays without delivery (7 - deliveryDays of them), in week order from Sunday.' })
  daysOff!: Weekday[];
}

/** The Arabic of a plan; a missing field shows in English. */
@ObjectType('PlanTranslation')
export class PlanTranslationObject extends NameTranslationFields {}

/** A plan's translations by language (only Arabic today). */
@ObjectType('PlanTranslations')
export class PlanTranslationsObject extends TranslationsObjectOf(PlanTranslationObject) {}

/** The Arabic of a promotion. */
@ObjectType('PromotionTranslation')
export class PromotionTranslationObject {
  @Field(() => String, { nullable: true })
  name?: string | null;
}

/** A promotion's translations by language (only Arabic today). */
@ObjectType('PromotionTranslations')
export class PromotionTranslationsObject extends TranslationsObjectOf(PromotionTranslationObject) {}

/** The promotion currently running on a plan, if any. */
@ObjectType()
export class PlanPromotionSummary {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Name in the request's language on public queries (English where no Arabic is stored); English on staff queries." })
  name!: string;

  @Field(() => PromotionTranslationsObject, { nullable: true, description: 'The stored Arabic, for editing (null when none).' })
  translations?: PromotionTranslationsObject | null;

  @Field(() => Int, { description: 'Percent off, 1-100.' })
  discountPercentage!: number;

  @Field(() => Int, { description: 'Plan price after the discount, fils.' })
  discountedPrice!: number;

  @Field(() => Int, {
    description:
      'What checkout charges for the plan with this promotion, VAT included, fils (AED x 100): the plan price less the ' +
      'promotion, plus 5% VAT computed as the pricing rules charge it (VAT_BASE: on the price before the discount by default).',
  })
  discountedPriceInclVat!: number;

  @Field(() => GraphQLISODateTime)
  endDate!: Date;
}

/** A meal plan (spec section 3). */
@ObjectType('Plan')
export class PlanObject extends LocalisedNameObjectOf(PlanTranslationsObject) {
  @Field(() => Int, { description: 'Headline price, fils (AED x 100): monthly, or the whole trial for a trial plan.' })
  price!: number;

  @Field(() => Int, {
    description:
      'The headline price with 5% VAT added as checkout charges it (no promotion or code), fils (AED x 100): ' +
      'price 282800 -> 296940. Consumer prices are shown VAT-inclusive, `price` beside it as the net.',
  })
  priceInclVat!: number;

  @Field(() => DailyPricesObject)
  dailyPrices!: DailyPricesObject;

  @Field(() => DailyPricesObject, {
    description:
      'Each daily price with 5% VAT (rounded half up to the fils), fils: the price of one meal a day as a customer reads it (UAE consumer prices include VAT).',
  })
  dailyPricesInclVat!: DailyPricesObject;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'First day the plan is offered (UTC).' })
  startDate?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Last day the plan is offered (UTC).' })
  endDate?: Date | null;

  @Field(() => [MealObject], { description: 'The active meals of the plan (`plan_meals`).' })
  planMeals!: MealObject[];

  @Field()
  image!: string;

  @Field({ description: 'The 7-day trial ("7 Days").' })
  isTrial!: boolean;

  @Field(() => Int, { nullable: true, description: 'Typical energy per day, kcal.' })
  caloriesPerDay?: number | null;

  @Field(() => [DeliveryWeekObject], {
    description:
      'The weeks the plan is sold with, longest first (every day, [{ deliveryDays: 7, daysOff: [] }], unless staff chose others); the trial only every day.',
  })
  deliveryWeeks!: DeliveryWeekObject[];

  @Field(() => PlanPromotionSummary, { nullable: true, description: 'The promotion running now, if any.' })
  promotion?: PlanPromotionSummary | null;
}

/** A promotion as listed publicly (spec section 3 "Plan promotion"). */
@ObjectType('PlanPromotion')
export class PlanPromotionObject extends PlanPromotionSummary {
  @Field(() => GraphQLISODateTime)
  startDate!: Date;

  @Field(() => ID, { description: 'The promoted plan (`meal_plan_id`).' })
  planId!: string;

  @Field({ description: 'The promoted plan name.' })
  planName!: string;

  @Field({ description: 'Banner text, e.g. "Ramadan Special: 20% off Balanced Monthly".' })
  text!: string;
}

/** A plan as staff see it: every assigned meal (inactive too) and the admin-only fields. */
@ObjectType('AdminPlan')
export class AdminPlanObject extends PlanObject {
  @Field({ description: 'Offered on the site.' })
  active!: boolean;

  @Field(() => Int, { description: 'Display order, ascending.' })
  sortOrder!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

/** One page of admin plans: `data`, `totalPages` (at least 1), `total`. */
@ObjectType()
export class AdminPlanPage extends PageOf(AdminPlanObject) {}

/** One page of plan promotions (active or expired list): `data`, `totalPages` (at least 1), `total`. */
@ObjectType()
export class PlanPromotionPage extends PageOf(PlanPromotionObject) {}
