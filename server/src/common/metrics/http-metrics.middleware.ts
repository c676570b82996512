import type { NextFunction, Request, Response } from 'express';
import { routeOf } from '../logging/request-context.js';
import type { MetricsService } from './metrics.service.js';

/**
 * Express middleware that times every request from arrival to the end of its answer and records it
 * under its route template ({@link routeOf}); installed first in app.setup.ts so it sees everything.
 */
export function httpMetricsMiddleware(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeHttp(req.method, routeOf(req), res.statusCode, seconds);
    });
    next();
  };
}
