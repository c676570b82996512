import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { takeOnce } from '../../src/common/database/writes.js';
import { Otp } from '../../src/modules/auth/otp.schema.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * Single use on the real database: a code consumed while other guesses take tries on the same document
 * (DocumentDB answers "no match" to a delete that races an update, where MongoDB retries the write
 * itself) is consumed exactly once, by exactly one of the callers that try to consume it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const ROUNDS = 20;
const TRIES = 9;

it('a delete racing 9 updates of the same document takes it every time', async () => {
  const otps = t.app.get<Model<Otp>>(getModelToken(Otp.name));
  const raw = t.connection.collection('otps');
  let taken = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const { insertedId } = await raw.insertOne({ attempts: 0, codeHash: `race-${round}`, expiresAt: new Date(Date.now() + 60_000) });
    const at = Math.floor(Math.random() * (TRIES + 1));
    const ops = Array.from({ length: TRIES + 1 }, (_, i) =>
      i === at
        ? takeOnce(otps, { _id: insertedId, codeHash: `race-${round}` }).then((doc) => (doc ? 1 : 0))
        : raw.findOneAndUpdate({ _id: insertedId, attempts: { $lt: 100 } }, { $inc: { attempts: 1 } }).then(() => 0),
    );
    taken += (await Promise.all(ops)).reduce((a: number, b) => a + b, 0);
  }
  expect(taken).toBe(ROUNDS);
  expect(await raw.countDocuments({ codeHash: /^race-/ })).toBe(0);
}, 120_000);

it('of 10 callers consuming one document at once, exactly one gets it', async () => {
  const otps = t.app.get<Model<Otp>>(getModelToken(Otp.name));
  const raw = t.connection.collection('otps');
  for (let round = 0; round < 5; round++) {
    const { insertedId } = await raw.insertOne({ attempts: 0, codeHash: `once-${round}`, expiresAt: new Date(Date.now() + 60_000) });
    const got = await Promise.all(Array.from({ length: 10 }, () => takeOnce(otps, { _id: insertedId, codeHash: `once-${round}` })));
    expect(got.filter(Boolean)).toHaveLength(1);
  }
}, 120_000);
