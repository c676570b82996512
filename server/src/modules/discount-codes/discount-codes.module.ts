import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ClockModule } from '../../common/clock.js';
import { PlansModule } from '../plans/plans.module.js';
import { DiscountCode, DiscountCodeSchema } from './discount-code.schema.js';
import { DiscountCodesController } from './discount-codes.controller.js';
import { DiscountCodeRepository } from './discount-codes.repository.js';
import { DiscountCodesResolver } from './discount-codes.resolver.js';
import { DiscountCodesService } from './discount-codes.service.js';

/** Discount codes: checking and applying them, and their admin management. */
@Module({
  imports: [PlansModule, ClockModule, MongooseModule.forFeature([{ name: DiscountCode.name, schema: DiscountCodeSchema }])],
  controllers: [DiscountCodesController],
  providers: [DiscountCodeRepository, DiscountCodesService, DiscountCodesResolver],
  exports: [DiscountCodesService, DiscountCodeRepository],
})
export class DiscountCodesModule {}
