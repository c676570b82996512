import { cancellationRefund } from './cancellation.service.js';

describe('cancellationRefund', () => {
  const order = { price: { subtotal: 0, vat: 0, deliveryFee: 0, discount: 0, total: 100_001 }, refundedAmount: 0 };
  it('refunds the amount paid for each cancelled meal, rounded down', () => {
    expect(cancellationRefund(order, 56, 28)).toBe(50_000);
    expect(cancellationRefund(order, 56, 56)).toBe(100_001);
    expect(cancellationRefund(order, 56, 0)).toBe(0);
  });
  it('never refunds more than what is left', () => {
    expect(cancellationRefund({ ...order, refundedAmount: 90_000 }, 56, 28)).toBe(10_001);
  });
});
