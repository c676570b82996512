import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { requestOf } from './request-of.js';

/**
 * The caller's IP address as Express sees it (REST or GraphQL): the socket address, or the one a
 * trusted proxy (TRUST_PROXY) forwarded. `unknown` when there is none.
 */
export const ClientIp = createParamDecorator((_: unknown, ctx: ExecutionContext): string => requestOf(ctx).ip ?? 'unknown');
