import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import mongoose, { type Connection } from 'mongoose';
import { Public } from '../../common/auth/roles.decorator.js';

const PING_TIMEOUT_MS = 2000;

/** Liveness and database state (issue 2 §2). */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /**
   * `GET /api/health`: 200 `{ status: 'ok', database: 'connected' }` when a ping succeeds within 2 s,
   * else 503 `{ status: 'unavailable', database: <state> }`.
   */
  @Get()
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ description: 'Database reachable' })
  @ApiServiceUnavailableResponse({ description: 'Database unreachable' })
  async health(@Res({ passthrough: true }) res: Response) {
    const up = await this.ping();
    if (!up) res.status(503);
    const state = mongoose.ConnectionStates[this.connection.readyState] ?? 'unknown';
    return { status: up ? 'ok' : 'unavailable', database: up ? 'connected' : state === 'connected' ? 'unreachable' : state };
  }

  private async ping(): Promise<boolean> {
    const db = this.connection.db;
    if (this.connection.readyState !== mongoose.ConnectionStates.connected || !db) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
      });
      await Promise.race([db.admin().ping(), timeout]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
