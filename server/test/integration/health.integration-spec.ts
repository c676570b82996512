import { MetricsService } from '../../src/common/metrics/metrics.service.js';
import { SLOW_DATABASE_GRACE_MS } from '../../src/modules/health/health.controller.js';
import { uniqueDatabaseUri } from '../setup/mongo-uri.js';
import { proxiedDatabaseUri, startTestDatabaseProxy, type TcpProxy } from '../setup/tcp-proxy.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * `GET /api/health` and `/api/health/ready` (readiness, @nestjs/terminus): 200 with the database up;
 * 503, quickly, while it is down. `/api/health/live` answers 200 whatever the database does. The
 * `freshfuel_database_up` gauge (the database alert's input) follows the same ping at each scrape.
 */

/** The value of `freshfuel_database_up` in one scrape of the app's metrics. */
async function databaseUp(t: TestApp): Promise<number | undefined> {
  const text = await t.app.get(MetricsService).text();
  const line = text.split('\n').find((l) => l.startsWith('freshfuel_database_up '));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

describe('with the database up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ APP_VERSION: '1.4.0-abc1234' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(['/api/health', '/api/health/ready'])('%s answers 200 with the database and the instance up', async (path) => {
    const res = await t.http.get(path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, instance: { status: 'up' } },
      error: {},
    });
  });

  it('liveness answers 200 without checking anything', async () => {
    const res = await t.http.get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('names the running build in X-App-Version on every answer (a rolling deploy shows in it)', async () => {
    for (const path of ['/api/health/live', '/graphql?query=%7B__typename%7D', '/no-such-page']) {
      expect((await t.http.get(path)).headers['x-app-version']).toBe('1.4.0-abc1234');
    }
  });

  it('exports freshfuel_database_up 1', async () => {
    await t.http.get('/api/health'); // the connection is open once readiness answered
    expect(await databaseUp(t)).toBe(1);
  });
});

describe('with the database unreachable', () => {
  let down: TestApp;
  let startMs: number;

  beforeAll(async () => {
    const started = Date.now();
    // Port 1 is closed: the app must start anyway (lazy connection) and report the outage.
    down = await createTestApp({ MONGODB_URI: 'mongodb://127.0.0.1:1/unreachable' });
    startMs = Date.now() - started;
  });

  afterAll(async () => {
    await down?.close();
  });

  it('starts without waiting for the database', () => {
    expect(startMs).toBeLessThan(4000);
  });

  it('answers 503 quickly with the database state', async () => {
    const started = Date.now();
    const res = await down.http.get('/api/health');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('error');
    expect(res.body.error.database.status).toBe('down');
    expect(res.body.info.instance.status).toBe('up');
  });

  it('exports freshfuel_database_up 0, and the scrape does not wait for the driver', async () => {
    const started = Date.now();
    expect(await databaseUp(down)).toBe(0);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('still answers liveness with 200 (a restart would not bring the database back)', async () => {
    const res = await down.http.get('/api/health/live');
    expect(res.status).toBe(200);
  });

  it('answers a data query with SERVICE_UNAVAILABLE, not a crash', async () => {
    const body = await down.gql(`{ plans { id } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  }, 15_000);

  it('stops retrying once the app is closed (the connection is not reopened)', async () => {
    await down.close();
    // The supervisor retries every 3 s; wait past one period.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(down.connection.readyState).toBe(0); // disconnected
  }, 15_000);
});

describe('with the database slow (its connections open, its answers held)', () => {
  let proxy: TcpProxy;
  let slow: TestApp;

  beforeAll(async () => {
    proxy = await startTestDatabaseProxy();
    const { database } = uniqueDatabaseUri('health_slow');
    slow = await createTestApp({ MONGODB_URI: proxiedDatabaseUri(proxy, database) });
    await slow.connection.asPromise();
  });

  afterAll(async () => {
    proxy?.resume();
    await slow?.close();
    await proxy?.close();
  });

  /** Probes readiness until `done` holds for an answer, at most `timeoutMs`; returns every answer seen. */
  async function probeUntil(done: (res: { status: number; body: any }) => boolean, timeoutMs: number) {
    const seen: { at: number; status: number; body: any }[] = [];
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const res = await slow.http.get('/api/health/ready');
      seen.push({ at: Date.now(), status: res.status, body: res.body });
      if (done(res)) return seen;
    }
    throw new Error(`readiness never reached the state; last answer ${JSON.stringify(seen.at(-1))}`);
  }

  it('stays ready through slow pings, turns 503 once they have timed out for the grace period, and recovers', async () => {
    expect((await slow.http.get('/api/health/ready')).status).toBe(200);
    proxy.stall();
    // One slow ping keeps the instance in the rotation: 200, with a note.
    const first = await probeUntil((res) => res.body?.info?.database?.slow !== undefined, 10_000);
    const firstSlow = first.at(-1)!;
    expect(firstSlow.status).toBe(200);
    expect(firstSlow.body.info.database).toMatchObject({ status: 'up', slow: expect.stringMatching(/^pings time out \(over 2000 ms\)/) });
    // Still slow: 503 only after the grace period; every answer before it is 200.
    const later = await probeUntil((res) => res.status === 503, SLOW_DATABASE_GRACE_MS + 20_000);
    expect(later.slice(0, -1).every((r) => r.status === 200)).toBe(true);
    expect(later.at(-1)!.at - firstSlow.at).toBeGreaterThanOrEqual(SLOW_DATABASE_GRACE_MS / 2);
    expect(later.at(-1)!.body.error.database).toMatchObject({ status: 'down', message: expect.stringMatching(/^pings time out/) });
    proxy.resume();
    await probeUntil((res) => res.status === 200 && res.body.info.database.slow === undefined, 20_000);
  }, 60_000);
});
