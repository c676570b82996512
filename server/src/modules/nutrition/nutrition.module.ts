import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module.js';
import { UsersModule } from '../users/users.module.js';
import { NutritionResolver } from './nutrition.resolver.js';
import { NutritionService } from './nutrition.service.js';

/** The nutrition calculator and customers' nutrition profiles. */
@Module({
  imports: [UsersModule, PlansModule],
  providers: [NutritionService, NutritionResolver],
  exports: [NutritionService],
})
export class NutritionModule {}
