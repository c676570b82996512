import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import { createApp, type CreateAppOptions } from '../../src/bootstrap.js';
import { loadConfig, type AppConfig } from '../../src/common/config/config.schema.js';
import { SeedService } from '../../src/seed/seed.service.js';
import { parseMongoUri, uniqueDatabaseUri } from './mongo-uri.js';

/** A GraphQL response body. */
export interface GqlBody<T = Record<string, any>> {
  data?: T | null;
  errors?: {
    message: string;
    path?: string[];
    extensions?: { code?: string; status?: number; fields?: Record<string, string> } & Record<string, unknown>;
  }[];
}

export interface TestApp {
  app: INestApplication;
  cfg: AppConfig;
  /** The app's database name (dropped by `close` unless MONGODB_URI was overridden). */
  database: string;
  /** The app's MongoDB URI (a second instance on the same database uses it). */
  uri: string;
  connection: Connection;
  /** supertest agent on the app's HTTP server. */
  http: ReturnType<typeof request.agent>;
  /** POSTs one operation to /graphql (with `Authorization: Bearer <token>` when given); returns the body. */
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlBody<T>>;
  /** Drops the database and closes the app. */
  close(): Promise<void>;
}

let appsInThisFile = 0;

/** Label of the running test file, e.g. `auth` for auth.integration-spec.ts. */
function testFileLabel(): string {
  const path = expect.getState().testPath ?? 'test';
  return basename(path).replace(/\.(integration-spec|spec)\.ts$/, '');
}

async function dropDatabase(uri: string): Promise<void> {
  const conn = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 3000 }).asPromise();
  try {
    await conn.dropDatabase();
  } finally {
    await conn.close();
  }
}

/** How long a test app waits for its database before failing (inside the 30 s hook limit): the shared test database answers slowly on a busy machine. */
const CONNECT_WITHIN_MS = 25_000;

/**
 * Resolves once `connection` is connected, however many of the app's own attempts that takes (a first attempt
 * gives up after the driver's 5 s server selection, and the app tries again every 3 s: database.module.ts);
 * rejects with the last error after `ms`. Waits for the state, not for a time.
 */
function connectedWithin(connection: Connection, ms: number): Promise<void> {
  if (connection.readyState === mongoose.ConnectionStates.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let last: unknown = null;
    const onError = (err: unknown) => (last = err);
    const done = (err?: unknown) => {
      clearTimeout(timer);
      connection.off('connected', onConnected);
      connection.off('error', onError);
      if (err) reject(err instanceof Error ? err : new Error('the test database refused the connection'));
      else resolve();
    };
    const onConnected = () => done();
    const timer = setTimeout(() => done(last ?? new Error(`the test database did not answer within ${ms / 1000} s`)), ms);
    connection.on('connected', onConnected);
    connection.on('error', onError);
    if (connection.readyState === mongoose.ConnectionStates.connected) done();
  });
}

/**
 * Builds the real application (src/bootstrap.ts `createApp`) on a database of its own
 * (`<base>_<file>_<n>_<pid>`), with test settings: no seed on start, a generous auth rate limit and a
 * random signing secret of its own. `overrides` win over everything (e.g.
 * `{ AUTH_RATE_LIMIT_PER_MINUTE: '3' }`). Logs (level warn) go to `options.logStream`, else to the
 * test environment's buffer, shown only when a test fails; `TEST_LOG_LEVEL=debug` sends them to stdout.
 * Set `MONGODB_URI` in overrides to point the app elsewhere (then no database is created or dropped).
 */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  options: Pick<CreateAppOptions, 'logStream'> = {},
): Promise<TestApp> {
  const own = uniqueDatabaseUri(`${testFileLabel()}_${++appsInThisFile}`);
  const ownDatabase = overrides.MONGODB_URI === undefined;
  const uri = ownDatabase ? own.uri : overrides.MONGODB_URI!;
  const database = ownDatabase ? own.database : parseMongoUri(overrides.MONGODB_URI!).database;
  // A crashed earlier run with the same pid may have left this database behind.
  if (ownDatabase) await dropDatabase(uri);
  const cfg = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    SEED_ON_START: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    FORMS_RATE_LIMIT_PER_MINUTE: '1000',
    CODES_RATE_LIMIT_PER_MINUTE: '1000',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // No daily-job timer in tests: the lifecycle tests run jobs themselves, on a clock they move.
    SCHEDULED_JOBS: 'false',
    ...overrides,
    MONGODB_URI: uri,
  });
  // App logs go to the test environment's buffer (printed only for a failing test; see
  // log-capture-environment.js) unless the caller reads them itself or TEST_LOG_LEVEL asks for stdout.
  const captured = process.env.TEST_LOG_LEVEL ? undefined : (globalThis as { __ffAppLogs?: CreateAppOptions['logStream'] }).__ffAppLogs;
  const app = await createApp(cfg, { logStream: options.logStream ?? captured });
  const connection = app.get<Connection>(getConnectionToken());
  if (ownDatabase) await connectedWithin(connection, CONNECT_WITHIN_MS);
  const http = request.agent(app.getHttpServer());

  const gql = async <T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlBody<T>> => {
    const req = request(app.getHttpServer()).post('/graphql').set('Content-Type', 'application/json');
    if (token) req.set('Authorization', `Bearer ${token}`);
    const res = await req.send({ query, variables });
    return res.body as GqlBody<T>;
  };

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      if (ownDatabase && connection.readyState === mongoose.ConnectionStates.connected) {
        // Let autoIndex finish first: an index build after the drop would recreate the database.
        await Promise.allSettled(Object.values(connection.models).map((m) => m.init()));
        await connection.dropDatabase();
      }
    } finally {
      await app.close();
    }
  };

  return { app, cfg, database, uri, connection, http, gql, close };
}

/** Two app instances on one database, and a view of them that alternates between them. */
export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  /**
   * A TestApp whose every use of `app`, `http` and `gql` goes to the next instance in turn (A, B, A,
   * ...), so a burst of parallel requests (and the factories, which take a TestApp) is split between
   * two processes' worth of state: nothing held in one instance's memory can make them agree.
   */
  alternating: TestApp;
  close(): Promise<void>;
}

/**
 * Starts two real app instances (two Nest applications, each with its own connection pool, caches,
 * limiters and timers) on one fresh database, as two processes behind a load balancer would run.
 */
export async function createTwoInstances(overrides: Partial<Record<string, string>> = {}): Promise<TwoInstances> {
  const a = await createTestApp(overrides);
  // Instances behind one load balancer share the signing secret: a token from A works on B.
  const b = await createTestApp({ ...overrides, MONGODB_URI: a.uri, JWT_SECRET: a.cfg.JWT_SECRET });
  let turn = 0;
  const next = () => (turn++ % 2 === 0 ? a : b);
  const close = async () => {
    await b.close();
    await a.close();
  };
  const alternating: TestApp = {
    get app() {
      return next().app;
    },
    get http() {
      return next().http;
    },
    cfg: a.cfg,
    database: a.database,
    uri: a.uri,
    connection: a.connection,
    gql: (query, variables, token) => next().gql(query, variables, token),
    close,
  };
  return { a, b, alternating, close };
}

/** Applies the declarative demo seed through the app's own {@link SeedService}. */
export function seedDatabase(t: Pick<TestApp, 'app'>, now?: Date): Promise<void> {
  return t.app.get(SeedService).seed(now);
}

/** The first error's code of a GraphQL body (`extensions.code`), for terse assertions. */
export function errorCode(body: GqlBody): string | undefined {
  return body.errors?.[0]?.extensions?.code;
}
