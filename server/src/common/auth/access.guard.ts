import { Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { CommonErrors } from '../errors/app-error.js';
import { toAppError } from '../errors/all-exceptions.filter.js';
import { requestOf } from '../http/request-of.js';
import type { AuthUser } from './current-user.decorator.js';
import { IS_PUBLIC_KEY, ROLES_KEY, type Role } from './roles.decorator.js';

/**
 * Global guard, deny by default (style rule 3): an operation must carry `@Public()` or `@Roles(...)`.
 * - `@Public()`: allowed; a valid bearer token, when sent, still sets the caller.
 * - `@Roles(...)`: needs a valid token (else UNAUTHENTICATED) whose user has one of the roles (else FORBIDDEN).
 * - neither: FORBIDDEN, and the undeclared handler is logged.
 * A token that cannot be checked because the database is unreachable answers SERVICE_UNAVAILABLE
 * (503), never UNAUTHENTICATED: an outage must not sign anyone out.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(private readonly reflector: Reflector) {
    super();
  }

  override getRequest(ctx: ExecutionContext) {
    return requestOf(ctx);
  }

  override async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const targets = [ctx.getHandler(), ctx.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    const req = requestOf(ctx);
    if (isPublic) {
      if (req.headers.authorization) {
        try {
          await super.canActivate(ctx);
        } catch (err) {
          if (isOutage(err)) throw err;
          req.user = undefined; // a stale token on a public page is simply anonymous
        }
      }
      return true;
    }
    if (!roles?.length) {
      this.logger.error(`Refused ${ctx.getClass().name}.${ctx.getHandler().name}: no @Public() or @Roles() declared`);
      throw CommonErrors.forbidden();
    }
    await super.canActivate(ctx);
    const user = req.user as AuthUser | undefined;
    if (!user || !roles.includes(user.role)) throw CommonErrors.forbidden();
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err) {
      const mapped = toAppError(err);
      if (isOutage(mapped)) throw mapped;
    }
    if (err || !user) throw CommonErrors.unauthenticated();
    return user;
  }
}

/** Whether `err` is the database being unreachable (SERVICE_UNAVAILABLE) rather than a bad token. */
function isOutage(err: unknown): boolean {
  return toAppError(err).code === 'SERVICE_UNAVAILABLE';
}
