import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import type { AppConfig } from './common/config/config.schema.js';

/** Creates and configures the Nest application (no listening): shared by main.ts, the CLIs and tests. */
export async function createApp(cfg: AppConfig, options: { logger?: false | ('error' | 'warn' | 'log')[] } = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(cfg), {
    rawBody: true,
    bufferLogs: false,
    logger: options.logger ?? (cfg.NODE_ENV === 'test' ? ['error', 'warn'] : ['error', 'warn', 'log']),
  });
  configureApp(app);
  app.enableShutdownHooks();
  await app.init();
  return app;
}

export const logger = new Logger('Main');
