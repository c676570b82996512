import { Global, Module } from '@nestjs/common';
import { GraphqlObserverPlugin } from './graphql-observer.plugin.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';

/** Prometheus metrics for every module: inject {@link MetricsService} and call its small recording methods. */
@Global()
@Module({ controllers: [MetricsController], providers: [MetricsService, GraphqlObserverPlugin], exports: [MetricsService] })
export class MetricsModule {}
