import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

/** The response of the request whose work is running (set by {@link afterResponseContext}). */
const current = new AsyncLocalStorage<ServerResponse>();

/**
 * Express middleware: makes the request's response known to {@link afterResponse} for all the work the
 * request starts. Registered once, first, by `configureApp`.
 */
export function afterResponseContext(_req: unknown, res: ServerResponse, next: () => void): void {
  current.run(res, next);
}

/**
 * Runs `work` once the current request's response has been sent (its `close` event: written out, or the
 * client went away), so the work cannot change how long the answer takes; outside a request (jobs, CLIs,
 * or a response already closed), on the next turn of the event loop.
 */
export function afterResponse(work: () => void): void {
  const res = current.getStore();
  if (res && !res.closed) res.once('close', () => setImmediate(work));
  else setImmediate(work);
}
