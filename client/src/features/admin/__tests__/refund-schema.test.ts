import { describe, expect, it } from 'vitest';
import { refundSchema } from '../validation/refund.schema';

describe('refundSchema', () => {
  it('names the most that can be refunded as the rest of the screen writes amounts: AED with thousands separators', async () => {
    const error = await refundSchema(296_940)
      .validate({ amount: '99999', reason: 'Duplicate charge' })
      .then(() => null)
      .catch((e: unknown) => (e as Error).message);
    expect(error).toContain('AED 2,969.40');
    expect(error).not.toContain('2969.40');
  });

  it('accepts the whole refundable amount', async () => {
    await expect(refundSchema(296_940).validate({ amount: '2969.40', reason: 'Duplicate charge' })).resolves.toBeTruthy();
  });
});
