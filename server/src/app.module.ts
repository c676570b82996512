import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import { APP_CONFIG } from './common/config/config.tokens.js';
import type { AppConfig } from './common/config/config.schema.js';
import { DatabaseModule } from './common/database/database.module.js';
import { graphqlOptions } from './common/graphql/graphql.config.js';
import { CatalogCacheModule } from './common/catalog-cache/catalog-cache.module.js';
import { ChangeCountersModule } from './common/versions/change-counters.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MealsModule } from './modules/meals/meals.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { PlansModule } from './modules/plans/plans.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { AmbassadorsModule } from './modules/ambassadors/ambassadors.module.js';
import { BlogsModule } from './modules/blogs/blogs.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { NewslettersModule } from './modules/newsletters/newsletters.module.js';
import { SiteContentModule } from './modules/site-content/site-content.module.js';
import { ContentSeedModule } from './seed/content-seed.module.js';
import { CheckoutModule } from './modules/checkout/checkout.module.js';
import { DiscountCodesModule } from './modules/discount-codes/discount-codes.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PricingModule } from './modules/pricing/pricing.module.js';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module.js';
import { NutritionModule } from './modules/nutrition/nutrition.module.js';
import { ProfileModule } from './modules/profile/profile.module.js';
import { DeliveryAddressesModule } from './modules/delivery-addresses/delivery-addresses.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { DiscountCodesSeedModule } from './seed/discount-codes.seed.js';
import { SeedModule } from './seed/seed.module.js';
import { AdminModules } from './modules/admin.modules.js';
import { LegalModule } from './modules/legal/legal.module.js';
import { PersonalDataModule } from './modules/personal-data/personal-data.module.js';
import type { DestinationStream } from 'pino';
import { LifecycleModule } from './common/lifecycle/lifecycle.module.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { MetricsModule } from './common/metrics/metrics.module.js';
import { DevToolsModule } from './modules/jobs/dev-tools.module.js';
import { DevRenewalsModule } from './modules/orders/dev-renewals.module.js';

/** Root module, built from a validated configuration (main.ts and the tests call `forRoot`). */
@Module({})
export class AppModule {
  static forRoot(cfg: AppConfig, options: { logStream?: DestinationStream } = {}): DynamicModule {
    return {
      module: AppModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useValue: cfg }],
      exports: [APP_CONFIG],
      imports: [
        LoggingModule.forRoot(cfg, options.logStream),
        DatabaseModule,
        ChangeCountersModule,
        MetricsModule,
        LifecycleModule,
        GraphQLModule.forRoot<ApolloDriverConfig>(graphqlOptions(cfg)),
        NotificationsModule.register(cfg.NODE_ENV === 'production'),
        RateLimitModule,
        CatalogCacheModule,
        HealthModule,
        UsersModule,
        AuthModule,
        MealsModule,
        PlansModule,
        BlogsModule,
        AmbassadorsModule,
        NewslettersModule,
        ContactModule,
        SiteContentModule,
        ContentSeedModule,
        DiscountCodesModule,
        PricingModule,
        PaymentsModule,
        CheckoutModule,
        SubscriptionsModule,
        OrdersModule,
        DiscountCodesSeedModule,
        UploadsModule,
        ProfileModule,
        DeliveryAddressesModule,
        NutritionModule,
        ...AdminModules,
        LegalModule,
        PersonalDataModule,
        SeedModule,
        DevToolsModule.register(cfg.NODE_ENV === 'production'),
        DevRenewalsModule.register(cfg.NODE_ENV === 'production'),
      ],
    };
  }
}
