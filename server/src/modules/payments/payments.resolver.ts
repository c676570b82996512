import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/roles.decorator.js';
import { PaymentConfigObject } from './dto/payment.objects.js';
import { PaymentsService } from './payments.service.js';
import { CatalogPublic } from '../../common/catalog-cache/catalog-public.decorator.js';

@Resolver(() => PaymentConfigObject)
export class PaymentsResolver {
  constructor(private readonly payments: PaymentsService) {}

  @Query(() => PaymentConfigObject, { description: 'Stripe publishable key, currency and whether card payments are enabled.' })
  @Public()
  @CatalogPublic()
  paymentConfig(): PaymentConfigObject {
    return this.payments.config();
  }
}
