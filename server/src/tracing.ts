/**
 * OpenTelemetry tracing, preloaded before the app: `node --import ./dist/tracing.js dist/main.js`
 * (`npm run start:prod`, the Docker image). Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (e.g.
 * `http://otel-collector:4318`); then spans of incoming HTTP requests, Express routes, GraphQL
 * operations, MongoDB commands and outgoing HTTP calls (Stripe) are exported over OTLP/HTTP to
 * `<endpoint>/v1/traces`, with W3C `traceparent` propagation. OTEL_SERVICE_NAME names the service
 * (default `freshfuel`). Health probes and metric scrapes are not traced.
 *
 * The instrumentations patch modules as they load, so this must run first: in an ES-module app that
 * takes the loader hook registered below, which is why it is a preload and not an import in main.ts.
 */
import { register } from 'node:module';

/** Where `serve()` finds the flush-and-stop function (present only while tracing is on). */
export const TRACING_SHUTDOWN = Symbol.for('freshfuel.tracing.shutdown');

const QUIET_PATHS = /^\/(api\/health|metrics)(\/|$|\?)/;

async function startTracing(): Promise<void> {
  // OpenTelemetry's ES-module instrumentation is an asynchronous loader (import-in-the-middle's hook
  // module), which only module.register() loads; the synchronous module.registerHooks() takes hook
  // functions, not a hooks module, so it cannot replace it until OpenTelemetry ships such hooks.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { context, propagation, trace },
    { TracerProvider, BatchSpanProcessor },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { registerInstrumentations },
    { HttpInstrumentation },
    { ExpressInstrumentation },
    { GraphQLInstrumentation },
    { MongoDBInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-graphql'),
    import('@opentelemetry/instrumentation-mongodb'),
  ]);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || 'freshfuel',
      'service.instance.id': process.env.HOSTNAME ?? String(process.pid),
    }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT / _HEADERS itself and posts to <endpoint>/v1/traces.
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => QUIET_PATHS.test(req.url ?? '') }),
      new ExpressInstrumentation(),
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      new MongoDBInstrumentation({ dbStatementSerializer: (cmd) => Object.keys(cmd).join(',') }),
    ],
  });
  (globalThis as Record<symbol, unknown>)[TRACING_SHUTDOWN] = () => provider.shutdown();
}

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await startTracing();
