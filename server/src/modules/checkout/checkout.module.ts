import { LegalModule } from '../legal/legal.module.js';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaymentsModule } from '../payments/payments.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { UsersModule } from '../users/users.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutRepository } from './checkout.repository.js';
import { CheckoutResolver } from './checkout.resolver.js';
import { Checkout, CheckoutSchema } from './checkout.schema.js';
import { CheckoutService } from './checkout.service.js';

/** The server-side cart and its PaymentIntent. */
@Module({
  imports: [
    PricingModule,
    PaymentsModule,
    UsersModule,
    LegalModule,
    MongooseModule.forFeature([{ name: Checkout.name, schema: CheckoutSchema }]),
  ],
  controllers: [CheckoutController],
  providers: [CheckoutRepository, CheckoutService, CheckoutResolver],
  exports: [CheckoutService],
})
export class CheckoutModule {}
