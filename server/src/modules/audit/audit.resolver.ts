import { Args, Query, Resolver } from '@nestjs/graphql';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { AuditService } from './audit.service.js';
import { AuditEntryPage, AuditListArgs } from './dto/audit.objects.js';

/** The audit log grid: read only, super_admin only. No operation edits or deletes an entry. */
@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Query(() => AuditEntryPage, {
    description: 'super_admin: staff changes, newest first, paged; filters entity, entityId, action, actorId, from/to (UTC, to exclusive).',
  })
  @Roles(Role.SuperAdmin)
  auditLog(@Args() args: AuditListArgs): Promise<AuditEntryPage> {
    return this.audit.page(args);
  }
}
