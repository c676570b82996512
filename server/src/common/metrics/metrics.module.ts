import { Global, Module } from '@nestjs/common';
import { GraphqlObserverPlugin } from './graphql-observer.plugin.js';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.service.js';

/** Prometheus metrics for every module: inject {@link Metrics} and call its small recording methods. */
@Global()
@Module({ controllers: [MetricsController], providers: [Metrics, GraphqlObserverPlugin], exports: [Metrics] })
export class MetricsModule {}
