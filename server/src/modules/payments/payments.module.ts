import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaymentEvent, PaymentEventSchema } from './payment-event.schema.js';
import { PaymentProfile, PaymentProfileSchema } from './payment-profile.schema.js';
import { PaymentProfileRepository } from './payment-profiles.repository.js';
import { PaymentEventRepository } from './payments.repository.js';
import { PaymentsResolver } from './payments.resolver.js';
import { PaymentsService } from './payments.service.js';
import { SavedCardsResolver } from './saved-cards.resolver.js';
import { SavedCardsService } from './saved-cards.service.js';
import { stripeClientProvider } from './stripe.provider.js';

/**
 * The Stripe gateway: PaymentIntents, webhook signature checks, processed-event log and `paymentConfig`; each
 * customer's Stripe Customer and saved card, and off-session charges. The webhook route itself lives with the
 * orders it creates (orders module).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PaymentEvent.name, schema: PaymentEventSchema },
      { name: PaymentProfile.name, schema: PaymentProfileSchema },
    ]),
  ],
  providers: [
    stripeClientProvider,
    PaymentEventRepository,
    PaymentProfileRepository,
    PaymentsService,
    PaymentsResolver,
    SavedCardsService,
    SavedCardsResolver,
  ],
  exports: [PaymentsService, SavedCardsService],
})
export class PaymentsModule {}
