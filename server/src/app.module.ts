import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import { APP_CONFIG } from './common/config/config.tokens.js';
import type { AppConfig } from './common/config/config.schema.js';
import { DatabaseModule } from './common/database/database.module.js';
import { graphqlOptions } from './common/graphql/graphql.config.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MealsModule } from './modules/meals/meals.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { PlansModule } from './modules/plans/plans.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { SeedModule } from './seed/seed.module.js';

/** Root module, built from a validated configuration (main.ts and the tests call `forRoot`). */
@Module({})
export class AppModule {
  static forRoot(cfg: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useValue: cfg }],
      exports: [APP_CONFIG],
      imports: [
        DatabaseModule,
        GraphQLModule.forRoot<ApolloDriverConfig>(graphqlOptions(cfg)),
        NotificationsModule.register(cfg.NODE_ENV === 'production'),
        HealthModule,
        UsersModule,
        AuthModule,
        MealsModule,
        PlansModule,
        SeedModule,
      ],
    };
  }
}
