import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AdminsResolver } from './admins.resolver.js';
import { AdminsService } from './admins.service.js';

/** Staff account management, super_admin only. */
@Module({
  imports: [UsersModule],
  providers: [AdminsService, AdminsResolver],
})
export class AdminsModule {}
