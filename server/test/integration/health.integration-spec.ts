import { createTestApp, type TestApp } from '../setup/test-app.js';

/** `GET /api/health` (issue 2 §2): 200 with the database up; 503, quickly, while it is down. */

describe('with the database up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 { status: ok, database: connected }', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'connected' });
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
    expect(res.body.status).toBe('unavailable');
    expect(res.body.database).not.toBe('connected');
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
