import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { CommonErrors } from '../errors/app-error.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes straight from this machine: the socket's own address is loopback (never
 * `req.ip`, which TRUST_PROXY may take from a header) and no proxy forwarded it (no `X-Forwarded-For`,
 * `Forwarded` or `X-Real-IP`: a local reverse proxy would pass on strangers' requests from loopback).
 */
export function isDirectLoopback(req: Pick<Request, 'headers'> & { socket: { remoteAddress?: string } }): boolean {
  const h = req.headers;
  if (h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined) return false;
  return LOOPBACK.has(req.socket.remoteAddress ?? '');
}

/** Lets only direct loopback requests through ({@link isDirectLoopback}); others get a plain 404. */
@Injectable()
export class LoopbackOnlyGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (!isDirectLoopback(ctx.switchToHttp().getRequest<Request>())) throw CommonErrors.notFound('Page');
    return true;
  }
}
