import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { Request } from 'express';
import type { GraphQLResolveInfo } from 'graphql';
import { from, mergeMap, switchMap, type Observable } from 'rxjs';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { requestOf } from '../../common/http/request-of.js';
import { AUDIT_TARGETS, type AuditCall } from './audit.registry.js';
import { AuditService } from './audit.service.js';

const STAFF = new Set<string>(STAFF_ROLES);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The action name and arguments of a mutation, or null for a read (query, field resolver, GET). */
function mutationOf(ctx: ExecutionContext, req: Request): { action: string; args: Record<string, any> } | null {
  if (ctx.getType<GqlContextType>() === 'graphql') {
    const gql = GqlExecutionContext.create(ctx);
    const info = gql.getInfo<GraphQLResolveInfo>();
    if (info.parentType.name !== 'Mutation') return null;
    return { action: info.fieldName, args: gql.getArgs<Record<string, any>>() };
  }
  if (ctx.getType() !== 'http' || READ_METHODS.has(req.method)) return null;
  return {
    action: `${req.method} ${req.baseUrl}${req.route?.path ?? req.path}`,
    args: { ...(req.params ?? {}), input: req.body as unknown },
  };
}

/**
 * Global interceptor that writes one audit entry per successful staff mutation, GraphQL or REST
 * (docs/decisions/0016-back-office-completeness.md "Audit log"). Services do nothing for it: the entity is read before and after
 * the handler through the entity readers of {@link AUDIT_TARGETS}, and the changed fields are kept.
 * Customers' own mutations and failed calls are not logged.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(private readonly audit: AuditService) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = requestOf(ctx);
    const caller = req?.user as AuthUser | undefined;
    if (!caller || !STAFF.has(caller.role)) return next.handle();
    const mutation = mutationOf(ctx, req);
    if (!mutation) return next.handle();
    const target = AUDIT_TARGETS[`${ctx.getClass().name}.${ctx.getHandler().name}`];
    const call: AuditCall = { args: mutation.args, caller };
    return from(this.audit.snapshot(target, call)).pipe(
      switchMap((snap) =>
        next.handle().pipe(
          mergeMap(async (result: unknown) => {
            await this.audit.record(mutation.action, caller, req.ip, snap, { ...call, result });
            return result;
          }),
        ),
      ),
    );
  }
}
