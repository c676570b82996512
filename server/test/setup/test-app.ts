import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig, type AppConfig } from '../../src/common/config/config.schema.js';
import { SeedService } from '../../src/seed/seed.service.js';
import { parseMongoUri, uniqueDatabaseUri } from './mongo-uri.js';

/** A GraphQL response body. */
export interface GqlBody<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; status?: number; fields?: Record<string, string> } & Record<string, unknown> }[];
}

export interface TestApp {
  app: INestApplication;
  cfg: AppConfig;
  /** The app's database name (dropped by `close` unless MONGODB_URI was overridden). */
  database: string;
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

/**
 * Builds the real application (src/bootstrap.ts `createApp`) on a database of its own
 * (`<base>_<file>_<n>_<pid>`), with test settings: no seed on start, a generous auth rate limit and a
 * random signing secret of its own.
 * `overrides` win over everything (e.g. `{ AUTH_RATE_LIMIT_PER_MINUTE: '3' }`).
 * Set `MONGODB_URI` in overrides to point the app elsewhere (then no database is created or dropped).
 */
export async function createTestApp(overrides: Partial<Record<string, string>> = {}): Promise<TestApp> {
  const own = uniqueDatabaseUri(`${testFileLabel()}_${++appsInThisFile}`);
  const ownDatabase = overrides.MONGODB_URI === undefined;
  const uri = own.uri;
  const database = ownDatabase ? own.database : parseMongoUri(overrides.MONGODB_URI!).database;
  // A crashed earlier run with the same pid may have left this database behind.
  if (ownDatabase) await dropDatabase(uri);
  const cfg = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    SEED_ON_START: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    FORMS_RATE_LIMIT_PER_MINUTE: '1000',
    CODES_RATE_LIMIT_PER_MINUTE: '1000',
    MONGODB_URI: uri,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ...overrides,
  });
  const app = await createApp(cfg);
  const connection = app.get<Connection>(getConnectionToken());
  if (ownDatabase) await connection.asPromise();
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

  return { app, cfg, database, connection, http, gql, close };
}

/** Applies the declarative demo seed through the app's own {@link SeedService}. */
export function seedDatabase(t: Pick<TestApp, 'app'>, now?: Date): Promise<void> {
  return t.app.get(SeedService).seed(now);
}

/** The first error's code of a GraphQL body (`extensions.code`), for terse assertions. */
export function errorCode(body: GqlBody): string | undefined {
  return body.errors?.[0]?.extensions?.code;
}
