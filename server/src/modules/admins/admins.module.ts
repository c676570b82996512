import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminsResolver } from './admins.resolver.js';
import { AdminsService } from './admins.service.js';

/** Staff account management, super_admin only; the first super admin comes from the command line (AdminsService). */
@Module({
  imports: [UsersModule, AuditModule],
  exports: [AdminsService],
  providers: [AdminsService, AdminsResolver],
})
export class AdminsModule {}
