import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/roles.decorator.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { AppError } from '../errors/app-error.js';
import { MetricsService } from './metrics.service.js';

/** Constant-time comparison of the presented bearer token with METRICS_TOKEN. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}

/**
 * `GET /metrics` on the public port, outside the `/api` prefix: Prometheus text format.
 * Public to the role guard because it carries its own credential: `Authorization: Bearer <METRICS_TOKEN>`.
 * A wrong or missing token is a 401, and so is every request while METRICS_TOKEN is unset.
 * METRICS_PORT serves the same text on an internal port without a token.
 */
@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  @Get('metrics')
  @Public()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() res: Response): Promise<void> {
    const token = this.cfg.METRICS_TOKEN;
    if (!token || !tokenMatches(authorization, token)) throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required.', 401);
    res.setHeader('Content-Type', this.metrics.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await this.metrics.text());
  }
}
