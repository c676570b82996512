import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Meal, MealSchema } from './meal.schema.js';
import { MealRepository } from './meals.repository.js';
import { MealsResolver } from './meals.resolver.js';
import { MealsService } from './meals.service.js';
import { MealsController } from './meals.controller.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: Meal.name, schema: MealSchema }])],
  controllers: [MealsController],
  providers: [MealRepository, MealsService, MealsResolver],
  exports: [MealsService, MealRepository],
})
export class MealsModule {}
