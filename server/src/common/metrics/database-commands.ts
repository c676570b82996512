import { tracingChannel } from 'node:diagnostics_channel';

/** Mongoose's tracing channels (Mongoose 9, `lib/tracing.js`): every operation that reaches the database. */
const MONGOOSE_CHANNELS = [
  'mongoose:query',
  'mongoose:aggregate',
  'mongoose:model:save',
  'mongoose:model:insertMany',
  'mongoose:model:bulkWrite',
] as const;
const TRACE_STARTED = Symbol('started');
const TRACE_FAILED = Symbol('failed');

/** What Mongoose passes to its tracing channels (the parts read here), plus our own marks. */
interface MongooseTraceContext {
  operation?: string;
  collection?: string;
  database?: string;
  [TRACE_STARTED]?: bigint;
  [TRACE_FAILED]?: boolean;
}

/** The wire command a Mongoose operation sends (the metric's `command` label keeps MongoDB's names). */
const COMMAND_OF: Record<string, string> = {
  findOne: 'find',
  findById: 'find',
  countDocuments: 'aggregate',
  estimatedDocumentCount: 'count',
  updateOne: 'update',
  updateMany: 'update',
  replaceOne: 'update',
  deleteOne: 'delete',
  deleteMany: 'delete',
  findOneAndUpdate: 'findAndModify',
  findOneAndDelete: 'findAndModify',
  findOneAndReplace: 'findAndModify',
  'mongoose:model:insertMany': 'insert',
  'mongoose:model:bulkWrite': 'bulkWrite',
};

function commandOf(operation: string): string {
  return COMMAND_OF[operation] ?? operation;
}

/**
 * Times every Mongoose operation of the database named by `database()` (queries, aggregations, saves, bulk
 * writes) through Mongoose's diagnostics tracing channels and hands each to `observe` (MongoDB's command name,
 * the collection, whether it succeeded, seconds): the driver's command monitoring is off (DatabaseModule), as
 * it deserialises every reply a second time. Operations on other database names are not counted.
 * @returns the function that ends the subscription (call it when the app stops)
 */
export function watchDatabaseCommands(
  database: () => string,
  observe: (command: string, collection: string, ok: boolean, seconds: number) => void,
): () => void {
  const subscriptions = MONGOOSE_CHANNELS.map((name) => {
    const channel = tracingChannel<unknown, MongooseTraceContext>(name);
    const handlers = {
      end: () => undefined,
      asyncStart: () => undefined,
      start: (ctx: MongooseTraceContext) => {
        ctx[TRACE_STARTED] = process.hrtime.bigint();
      },
      error: (ctx: MongooseTraceContext) => {
        ctx[TRACE_FAILED] = true;
      },
      asyncEnd: (ctx: MongooseTraceContext) => {
        const started = ctx[TRACE_STARTED];
        if (started === undefined || (ctx.database !== undefined && ctx.database !== database())) return;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        observe(commandOf(ctx.operation ?? name), ctx.collection ?? '-', !ctx[TRACE_FAILED], seconds);
      },
    };
    channel.subscribe(handlers);
    return () => channel.unsubscribe(handlers);
  });
  return () => subscriptions.forEach((stop) => stop());
}
