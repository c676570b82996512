import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { UsersModule } from '../users/users.module.js';
import { AuditInterceptor } from './audit.interceptor.js';
import { AuditRepository } from './audit.repository.js';
import { AuditResolver } from './audit.resolver.js';
import { AuditEntry, AuditEntrySchema } from './audit.schema.js';
import { AuditService } from './audit.service.js';

/** The audit log: one global interceptor records staff mutations; super_admins read them. */
@Module({
  imports: [UsersModule, MongooseModule.forFeature([{ name: AuditEntry.name, schema: AuditEntrySchema }])],
  providers: [AuditRepository, AuditService, AuditResolver, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
