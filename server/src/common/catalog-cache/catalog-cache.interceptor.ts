import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { catchError, concatMap, from, map, throwError, type Observable } from 'rxjs';
import { STAFF_ROLES } from '../auth/roles.decorator.js';
import type { AuthUser } from '../auth/current-user.decorator.js';
import { requestOf } from '../http/request-of.js';
import { ChangeCounterRepository } from '../versions/change-counters.repository.js';
import { CatalogCache } from './catalog-cache.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global interceptor: after any write by staff (a GraphQL mutation, or a REST call other than
 * GET/HEAD/OPTIONS, by an admin or super admin), succeeded or not, this instance's {@link CatalogCache}
 * is emptied, so the change shows here at once, and the shared catalog change counter moves on before the
 * answer leaves, so every other instance drops its catalog answers within about a second.
 */
@Injectable()
export class CatalogCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: CatalogCache,
    private readonly counters: ChangeCounterRepository,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const write =
      ctx.getType<GqlContextType>() === 'graphql'
        ? GqlExecutionContext.create(ctx).getInfo<{ operation: { operation: string } }>().operation.operation === 'mutation'
        : ctx.getType() === 'http' && !READ_METHODS.has(requestOf(ctx).method);
    if (!write) return next.handle();
    const role = (requestOf(ctx).user as AuthUser | undefined)?.role;
    if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) return next.handle();
    return next.handle().pipe(
      concatMap((value: unknown) => from(this.changed()).pipe(map(() => value))),
      catchError((err: unknown) => from(this.changed()).pipe(concatMap(() => throwError(() => err)))),
    );
  }

  /** Drops this instance's catalog answers and moves the shared catalog counter on (other instances follow). */
  private async changed(): Promise<void> {
    this.cache.clear();
    await this.counters.bump('catalog').catch(() => undefined);
  }
}
