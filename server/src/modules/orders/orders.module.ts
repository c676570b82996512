import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module.js';
import { DeliverySlotsModule } from '../delivery-slots/delivery-slots.module.js';
import { MongooseModule } from '@nestjs/mongoose';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UsersModule } from '../users/users.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { LegalModule } from '../legal/legal.module.js';
import { CancellationService } from './cancellation.service.js';
import { OrderDocumentsController } from './order-documents.controller.js';
import { OrderDocumentsService } from './order-documents.service.js';
import { RefundsService } from './refunds.service.js';
import { ClockModule } from '../../common/clock.js';
import { OrderDailyLedger, OrderDailyLedgerSchema, OrderDailyStats, OrderDailyStatsSchema } from './order-stats.schema.js';
import { OrderStatsRepository } from './order-stats.repository.js';
import { Order, OrderSchema } from './order.schema.js';
import { OrdersController } from './orders.controller.js';
import { OrderRepository } from './orders.repository.js';
import { OrdersResolver } from './orders.resolver.js';
import { FulfilmentService } from './fulfilment.service.js';
import { OrderExportsService } from './order-exports.service.js';
import { OrderRefundRepository } from './order-refunds.repository.js';
import { OrdersService } from './orders.service.js';
import { StaffOrdersService } from './staff-orders.service.js';
import { PaymentsWebhookController } from './payments-webhook.controller.js';
import { AuditModule } from '../audit/audit.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { Renewal, RenewalSchema } from './renewal.schema.js';
import { RenewalRepository } from './renewals.repository.js';
import { RenewalOutcomesService } from './renewal-outcomes.service.js';
import { RenewalJobService } from './renewal-job.service.js';
import { RenewalsService } from './renewals.service.js';
import { RenewalsResolver } from './renewals.resolver.js';
import { RenewalsStaffResolver } from './renewals-staff.resolver.js';

/** Orders, their fulfilment (order, subscription, plan status, checkout), automatic renewal, refunds, cancellation, tax documents and the Stripe webhook. */
@Module({
  imports: [
    LegalModule,
    CheckoutModule,
    PaymentsModule,
    PlansModule,
    SubscriptionsModule,
    UsersModule,
    DeliverySlotsModule,
    InvoicesModule,
    ClockModule,
    PricingModule,
    JobsModule,
    AuditModule,
    NoticesModule,
    MongooseModule.forFeature([
      { name: Renewal.name, schema: RenewalSchema },
      { name: Order.name, schema: OrderSchema },
      { name: OrderDailyStats.name, schema: OrderDailyStatsSchema },
      { name: OrderDailyLedger.name, schema: OrderDailyLedgerSchema },
    ]),
  ],
  controllers: [OrdersController, PaymentsWebhookController, OrderDocumentsController],
  providers: [
    OrderRepository,
    OrderRefundRepository,
    OrderStatsRepository,
    OrdersService,
    FulfilmentService,
    StaffOrdersService,
    OrderExportsService,
    OrdersResolver,
    OrderDocumentsService,
    RefundsService,
    CancellationService,
    RenewalRepository,
    RenewalOutcomesService,
    RenewalJobService,
    RenewalsService,
    RenewalsResolver,
    RenewalsStaffResolver,
  ],
  exports: [OrdersService, CancellationService],
})
export class OrdersModule {}
