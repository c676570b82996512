import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/roles.decorator.js';
import { PlanObject, PlanPromotionObject } from './dto/plan.object.js';
import { PlansService } from './plans.service.js';

@Resolver(() => PlanObject)
export class PlansResolver {
  constructor(private readonly plansService: PlansService) {}

  @Query(() => [PlanObject], { description: 'Active plans in display order, each with its running promotion (spec /plans_and_packages).' })
  @Public()
  plans(): Promise<PlanObject[]> {
    return this.plansService.listActive();
  }

  @Query(() => PlanObject, { nullable: true, description: 'One active plan; null when unknown or inactive.' })
  @Public()
  plan(@Args('id', { type: () => ID }) id: string): Promise<PlanObject | null> {
    return this.plansService.findActive(id);
  }

  @Query(() => [PlanPromotionObject], { description: 'Promotions running now (start <= now <= end, UTC), newest first.' })
  @Public()
  activePromotions(): Promise<PlanPromotionObject[]> {
    return this.plansService.activePromotions();
  }
}
