import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { requestOf } from '../http/request-of.js';

/** The signed-in caller as attached by the access guard. */
export interface AuthUser {
  id: string;
  role: import('./roles.decorator.js').Role;
  /** The access token's id (`jti`) and expiry (`exp`, Unix seconds): what logout revokes. */
  session?: { jti: string; exp: number };
}

/** What {@link CurrentUser} injects; exported so that tools can tell a handler that reads the caller. */
export function currentUserOf(_: unknown, ctx: ExecutionContext): AuthUser | null {
  return (requestOf(ctx).user as AuthUser | undefined) ?? null;
}

/** Injects the signed-in {@link AuthUser} (or `null` on a public operation called anonymously). */
export const CurrentUser = createParamDecorator(currentUserOf);
