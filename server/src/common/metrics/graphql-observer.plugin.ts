import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { requestIdOf, type ObservedRequest } from '../logging/request-context.js';
import { MetricsService } from './metrics.service.js';
import { operationLabel } from './operation-labels.js';

interface Context {
  req?: ObservedRequest;
}

/**
 * Apollo plugin (found by Nest through `@Plugin()`) that, for every GraphQL operation: names it on the
 * request (so the request's log line carries `operation`), records its count, outcome and latency
 * by operation name, and, when the answer has errors, adds the request id to the answer's top-level
 * `extensions.requestId` (beside `errors`, so each error's own extensions stay as the filter made them).
 */
@Plugin()
export class GraphqlObserverPlugin implements ApolloServerPlugin<Context> {
  constructor(private readonly metrics: MetricsService) {}

  async requestDidStart(): Promise<GraphQLRequestListener<Context>> {
    const started = process.hrtime.bigint();
    const metrics = this.metrics;
    let type = 'unknown';
    let name: string | null | undefined;
    return {
      async didResolveOperation({ operation, operationName, contextValue }) {
        type = operation?.operation ?? 'unknown';
        name = operationName ?? operation?.name?.value;
        if (contextValue.req) contextValue.req.graphqlOperation = { name: operationLabel(name), type };
      },
      async willSendResponse({ response, contextValue }) {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        if (response.body.kind !== 'single') {
          metrics.observeGraphql(name, type, true, seconds);
          return;
        }
        const result = response.body.singleResult;
        metrics.observeGraphql(name, type, !result.errors?.length, seconds);
        const requestId = requestIdOf(contextValue.req);
        if (requestId && result.errors?.length) result.extensions = { ...result.extensions, requestId };
      },
    };
  }
}
