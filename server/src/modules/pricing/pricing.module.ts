import { Module } from '@nestjs/common';
import { HolidaysModule } from '../holidays/holidays.module.js';
import { DiscountCodesModule } from '../discount-codes/discount-codes.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { PricingResolver } from './pricing.resolver.js';
import { PricingService } from './pricing.service.js';

/** Prices: pure rules in pricing.ts, the `quote` query, and {@link PricingService} for checkout. */
@Module({
  imports: [PlansModule, DiscountCodesModule, HolidaysModule],
  providers: [PricingService, PricingResolver],
  exports: [PricingService],
})
export class PricingModule {}
