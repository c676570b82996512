import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaymentEvent, PaymentEventSchema } from './payment-event.schema.js';
import { PaymentEventRepository } from './payments.repository.js';
import { PaymentsResolver } from './payments.resolver.js';
import { PaymentsService } from './payments.service.js';
import { stripeClientProvider } from './stripe.provider.js';

/**
 * The Stripe gateway: PaymentIntents, webhook signature checks, processed-event log and `paymentConfig`.
 * The webhook route itself lives with the orders it creates (orders module).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: PaymentEvent.name, schema: PaymentEventSchema }])],
  providers: [stripeClientProvider, PaymentEventRepository, PaymentsService, PaymentsResolver],
  exports: [PaymentsService],
})
export class PaymentsModule {}
