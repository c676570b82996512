import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ClockModule } from '../../common/clock.js';
import { MealsModule } from '../meals/meals.module.js';
import { Plan, PlanSchema } from './plan.schema.js';
import { PlanPromotion, PlanPromotionSchema } from './plan-promotion.schema.js';
import { PlanPromotionsController, PlansController } from './plans.controller.js';
import { PlanRepository } from './plans.repository.js';
import { PlansResolver } from './plans.resolver.js';
import { PlanExportsService } from './plan-exports.service.js';
import { PlanPromotionsService } from './plan-promotions.service.js';
import { PlansService } from './plans.service.js';

/** Plans and plan promotions. */
@Module({
  imports: [
    MealsModule,
    ClockModule,
    MongooseModule.forFeature([
      { name: Plan.name, schema: PlanSchema },
      { name: PlanPromotion.name, schema: PlanPromotionSchema },
    ]),
  ],
  controllers: [PlansController, PlanPromotionsController],
  providers: [PlanRepository, PlansService, PlanPromotionsService, PlanExportsService, PlansResolver],
  exports: [PlansService, PlanRepository],
})
export class PlansModule {}
