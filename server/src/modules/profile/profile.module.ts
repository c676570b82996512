import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UsersModule } from '../users/users.module.js';
import { ProfileController } from './profile.controller.js';
import { ProfileResolver } from './profile.resolver.js';
import { ProfileService } from './profile.service.js';

/** The customer's own profile, password and delivery address (docs/decisions/0010-customer-area.md). */
@Module({
  imports: [UsersModule, AuthModule, UploadsModule, SubscriptionsModule],
  controllers: [ProfileController],
  providers: [ProfileService, ProfileResolver],
  exports: [ProfileService],
})
export class ProfileModule {}
