import { Global, Logger, Module, type OnModuleDestroy } from '@nestjs/common';
import { InjectConnection, MongooseModule } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';

// Operator injection guard: filters built from user input cannot smuggle `$gt`, `$ne`...
// Server-built operators are marked with `trusted()` in the repositories.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

const RETRY_MS = 3000;

/** Stops the retry loop of a supervised connection (called when the app shuts down). */
const stopSupervising = new WeakMap<Connection, () => void>();

/**
 * Keeps trying to open the connection when the first attempt fails, so the server starts (and
 * `/api/health` answers 503) while the database is down and recovers by itself when it returns.
 * Later outages are handled by the driver's own reconnection. The retries stop when the app shuts
 * down or the connection is closed, so a closed app never reopens its connection.
 */
function superviseConnection(conn: Connection, uri: string): Connection {
  const logger = new Logger('Database');
  let warned = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (!stopped) timer = setTimeout(retry, RETRY_MS).unref();
  };
  const retry = () => {
    if (stopped || conn.readyState === mongoose.ConnectionStates.connected) return;
    conn.openUri(uri).then(() => logger.log('Connected'), schedule);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  stopSupervising.set(conn, stop);
  conn.on('close', stop);
  conn.on('error', (err: Error) => {
    if (!warned) logger.warn(`Database unreachable (${err.message}); retrying every ${RETRY_MS / 1000}s`);
    warned = true;
  });
  conn.on('connected', () => (warned = false));
  conn.asPromise().catch(schedule);
  return conn;
}

/** The one Mongoose connection, from `MONGODB_URI` (set by main.ts to the embedded server when unset). */
@Global()
@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (cfg: AppConfig) => {
        if (!cfg.MONGODB_URI) throw new Error('MONGODB_URI: not set (main.ts starts the embedded server first)');
        const uri = cfg.MONGODB_URI;
        return {
          uri,
          lazyConnection: true,
          serverSelectionTimeoutMS: 5000,
          bufferTimeoutMS: 5000,
          autoIndex: true,
          // No driver command monitoring: it deserialises every reply a second time. The database latency
          // histogram (common/metrics) times Mongoose's operations through its tracing channels instead.
          monitorCommands: false,
          connectionFactory: (conn: Connection) => superviseConnection(conn, uri),
        };
      },
    }),
  ],
})
export class DatabaseModule implements OnModuleDestroy {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Runs before Mongoose closes the connection at shutdown: no retry may start after that. */
  onModuleDestroy() {
    stopSupervising.get(this.connection)?.();
  }
}
