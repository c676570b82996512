import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { Request } from 'express';

/** The Express request behind a REST or GraphQL execution context. */
export function requestOf(ctx: ExecutionContext): Request {
  if (ctx.getType<GqlContextType>() === 'graphql') {
    return GqlExecutionContext.create(ctx).getContext<{ req: Request }>().req;
  }
  return ctx.switchToHttp().getRequest<Request>();
}
