import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock.js';
import { AmbassadorsModule } from '../ambassadors/ambassadors.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { DeliverySlotsModule } from '../delivery-slots/delivery-slots.module.js';
import { DeliveryAddressesModule } from '../delivery-addresses/delivery-addresses.module.js';
import { LegalModule } from '../legal/legal.module.js';
import { NewslettersModule } from '../newsletters/newsletters.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { ProfileModule } from '../profile/profile.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UsersModule } from '../users/users.module.js';
import { PersonalDataController } from './personal-data.controller.js';
import { PersonalDataResolver } from './personal-data.resolver.js';
import { PersonalDataService } from './personal-data.service.js';
import { PaymentsModule } from '../payments/payments.module.js';

/** The customer's data rights: the export (access) and closing the account (erasure), for the customer and staff. */
@Module({
  imports: [
    ClockModule,
    UsersModule,
    ProfileModule,
    OrdersModule,
    SubscriptionsModule,
    DeliverySlotsModule,
    DeliveryAddressesModule,
    NoticesModule,
    LegalModule,
    AuthModule,
    NewslettersModule,
    ContactModule,
    AmbassadorsModule,
    AuditModule,
    PaymentsModule,
  ],
  controllers: [PersonalDataController],
  providers: [PersonalDataService, PersonalDataResolver],
})
export class PersonalDataModule {}
