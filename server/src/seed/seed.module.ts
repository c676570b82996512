import { Module } from '@nestjs/common';
import { MealsModule } from '../modules/meals/meals.module.js';
import { PlansModule } from '../modules/plans/plans.module.js';
import { UsersModule } from '../modules/users/users.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [MealsModule, PlansModule, UsersModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
