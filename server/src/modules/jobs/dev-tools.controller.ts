import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/roles.decorator.js';
import { Clock } from '../../common/clock.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { LoopbackOnlyGuard } from '../../common/http/loopback-only.guard.js';
import { DailyJobsService } from './daily-jobs.service.js';

/**
 * Development and test only (not registered in production): move this instance's clock and run the
 * daily jobs now, so a journey can step past a plan's end instead of waiting for it.
 */
@ApiExcludeController()
@UseGuards(LoopbackOnlyGuard)
@Controller('dev')
export class DevToolsController {
  constructor(
    private readonly clock: Clock,
    private readonly jobs: DailyJobsService,
  ) {}

  /** `POST /api/dev/clock { offsetDays }`: now = real time + offsetDays (0 resets). @returns the new now. */
  @Post('clock')
  @HttpCode(200)
  @Public()
  setClock(@Body() body: { offsetDays?: unknown }): { now: string } {
    const days = body?.offsetDays;
    if (typeof days !== 'number' || !Number.isFinite(days) || Math.abs(days) > 3650)
      throw CommonErrors.badRequest('offsetDays must be a number of days.');
    this.clock.setOffset(days * 86_400_000);
    return { now: this.clock.now().toISOString() };
  }

  /** `GET /api/dev/clock`: this instance's now. */
  @Get('clock')
  @Public()
  getClock(): { now: string } {
    return { now: this.clock.now().toISOString() };
  }

  /** `POST /api/dev/jobs/run`: runs the daily jobs not yet run today (by the moved clock). @returns those run. */
  @Post('jobs/run')
  @HttpCode(200)
  @Public()
  async runJobs(): Promise<{ ran: string[] }> {
    return { ran: await this.jobs.runDue() };
  }
}
