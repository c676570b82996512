import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Role, Roles } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { CreatePlanPromotionInput, PlanPromotionsArgs } from './dto/plan-promotion.inputs.js';
import { CreatePlanInput, PlanListArgs, UpdatePlanInput } from './dto/plan.inputs.js';
import { AdminPlanObject, AdminPlanPage, PlanObject, PlanPromotionObject, PlanPromotionPage } from './dto/plan.object.js';
import { PlanPromotionsService } from './plan-promotions.service.js';
import { PlansService } from './plans.service.js';
import { CatalogPublic } from '../../common/catalog-cache/catalog-public.decorator.js';

@Resolver(() => PlanObject)
export class PlansResolver {
  constructor(
    private readonly plansService: PlansService,
    private readonly promotions: PlanPromotionsService,
  ) {}

  @Query(() => [PlanObject], {
    description:
      'Active plans in display order, each with its running promotion (spec /plans_and_packages). Names and descriptions (plan, meals, promotion) in the Accept-Language language, English where no Arabic is stored.',
  })
  @Public()
  @CatalogPublic()
  plans(@RequestLanguage() lang: Language): Promise<PlanObject[]> {
    return this.plansService.listActive(lang);
  }

  @Query(() => PlanObject, { nullable: true, description: 'One active plan; null when unknown or inactive.' })
  @Public()
  @CatalogPublic()
  plan(@Args('id', { type: () => ID }) id: string, @RequestLanguage() lang: Language): Promise<PlanObject | null> {
    return this.plansService.findActiveForDisplay(id, lang);
  }

  @Query(() => [PlanPromotionObject], { description: 'Promotions running now (start <= now <= end, UTC), newest first.' })
  @Public()
  @CatalogPublic()
  activePromotions(@RequestLanguage() lang: Language): Promise<PlanPromotionObject[]> {
    return this.promotions.activePromotions(lang);
  }

  @Query(() => AdminPlanPage, {
    description:
      'Admin: every plan, inactive too, with all assigned meals; search (name, description), sortBy/sortDir, active filter; default display order.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  adminPlans(@Args() args: PlanListArgs): Promise<AdminPlanPage> {
    return this.plansService.adminPage(args);
  }

  @Query(() => AdminPlanObject, {
    description: 'Admin: one plan, active or not (dashboard plans/edit/{id}, plans/menu/{id}). Errors: NOT_FOUND.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  adminPlan(@Args('id', { type: () => ID }) id: string): Promise<AdminPlanObject> {
    return this.plansService.adminGet(id);
  }

  @Mutation(() => AdminPlanObject, {
    description:
      'Admin: adds a plan (prices in fils; missing daily prices 0). Offered at once (active) when it can be sold: an active meal of every category it serves (daily price above 0; the trial all four); otherwise stored inactive. `active: true` insists. Errors: VALIDATION_FAILED, PLAN_NAME_TAKEN (409), PLAN_NOT_READY (409, with active: true).',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  createPlan(@Args('input') input: CreatePlanInput): Promise<AdminPlanObject> {
    return this.plansService.create(input);
  }

  @Mutation(() => AdminPlanObject, {
    description:
      'Admin: changes the given fields; null startDate/endDate/caloriesPerDay removes it. Errors: NOT_FOUND, VALIDATION_FAILED, PLAN_NAME_TAKEN (409), PLAN_NOT_READY (409: an active plan would charge for a category it has no active meal of).',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  updatePlan(@Args('id', { type: () => ID }) id: string, @Args('input') input: UpdatePlanInput): Promise<AdminPlanObject> {
    return this.plansService.update(id, input);
  }

  @Mutation(() => AdminPlanObject, {
    description:
      'Admin: offers (true) or withdraws (false) a plan; plans are never deleted. Offering needs an active meal of every category the plan serves (daily price above 0; the trial all four). Errors: NOT_FOUND, PLAN_NOT_READY (409).',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  setPlanActive(@Args('id', { type: () => ID }) id: string, @Args('active') active: boolean): Promise<AdminPlanObject> {
    return this.plansService.setActive(id, active);
  }

  @Mutation(() => AdminPlanObject, {
    description:
      "Admin: replaces the plan's meals (dashboard plans/menu/{id}); each id must be an existing meal; an active plan keeps an active meal of every category it serves. Errors: NOT_FOUND, VALIDATION_FAILED, PLAN_NOT_READY (409).",
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  setPlanMeals(
    @Args('planId', { type: () => ID }) planId: string,
    @Args('mealIds', { type: () => [ID] }) mealIds: string[],
  ): Promise<AdminPlanObject> {
    return this.plansService.setMeals(planId, mealIds);
  }

  @Query(() => PlanPromotionPage, {
    description:
      'Admin: promotions not yet ended (expired false: running or upcoming) or ended (expired true); search (promotion or plan name), sortBy/sortDir; default newest start first.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  planPromotions(@Args() args: PlanPromotionsArgs): Promise<PlanPromotionPage> {
    return this.promotions.promotionsPage(args.expired ?? false, args);
  }

  @Mutation(() => PlanPromotionObject, {
    description:
      "Admin: adds a promotion; discountedPrice = the plan's price less the percentage (fils). Errors: VALIDATION_FAILED (end not after start), NOT_FOUND, PROMOTION_OVERLAP (409), PROMOTION_NAME_TAKEN (409).",
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  createPlanPromotion(@Args('input') input: CreatePlanPromotionInput): Promise<PlanPromotionObject> {
    return this.promotions.createPromotion(input);
  }

  @Mutation(() => PlanPromotionObject, {
    description: 'Admin: removes a promotion (orders keep their copy); returns it. Errors: NOT_FOUND.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  deletePlanPromotion(@Args('id', { type: () => ID }) id: string): Promise<PlanPromotionObject> {
    return this.promotions.deletePromotion(id);
  }
}
