import { describe, expect, it } from 'vitest';
import { canPay, cardPaymentReducer, initialCardPaymentState, type CardPaymentAction, type CardPaymentState } from './card-payment.reducer';

const run = (...actions: CardPaymentAction[]): CardPaymentState => actions.reduce(cardPaymentReducer, initialCardPaymentState);

const allComplete: CardPaymentAction[] = [
  { type: 'fieldChanged', field: 'cardNumber', complete: true },
  { type: 'fieldChanged', field: 'cardExpiry', complete: true },
  { type: 'fieldChanged', field: 'cardCvc', complete: true },
];

describe('cardPaymentReducer', () => {
  it('starts with nothing complete, no message, idle', () => {
    expect(initialCardPaymentState).toEqual({
      complete: { cardNumber: false, cardExpiry: false, cardCvc: false },
      error: null,
      processing: false,
      paidIntentId: null,
    });
  });

  it('records each field and shows Stripe’s message for an invalid one', () => {
    const state = run({ type: 'fieldChanged', field: 'cardNumber', complete: false, error: 'Your card number is invalid.' });
    expect(state.complete.cardNumber).toBe(false);
    expect(state.error).toEqual({ message: 'Your card number is invalid.', incomplete: false });
    expect(run(...allComplete).complete).toEqual({ cardNumber: true, cardExpiry: true, cardCvc: true });
  });

  it('a valid change clears the "incomplete" message but keeps any other', () => {
    const incomplete = run({ type: 'failed', message: 'Complete the card details', incomplete: true });
    expect(cardPaymentReducer(incomplete, allComplete[0]).error).toBeNull();
    const declined = run({ type: 'failed', message: 'Payment failed' });
    expect(cardPaymentReducer(declined, allComplete[0]).error).toEqual({ message: 'Payment failed', incomplete: false });
  });

  it('Pay Now clears the message; a run is processing from started to finished', () => {
    const failed = run({ type: 'failed', message: 'Payment failed' });
    expect(cardPaymentReducer(failed, { type: 'submitted' }).error).toBeNull();
    const running = run(...allComplete, { type: 'submitted' }, { type: 'started' });
    expect(running.processing).toBe(true);
    expect(cardPaymentReducer(running, { type: 'finished' }).processing).toBe(false);
  });

  it('keeps a confirmed payment until its order is created, so a retry only creates the order', () => {
    const confirmed = run(
      ...allComplete,
      { type: 'started' },
      { type: 'paymentConfirmed', paymentIntentId: 'pi_1' },
      { type: 'failed', message: 'Network error' },
      { type: 'finished' },
    );
    expect(confirmed).toMatchObject({ paidIntentId: 'pi_1', processing: false, error: { message: 'Network error' } });
    expect(cardPaymentReducer(confirmed, { type: 'orderCreated' }).paidIntentId).toBeNull();
  });
});

describe('canPay', () => {
  it('needs every field complete', () => {
    expect(canPay(initialCardPaymentState, 'pi_1')).toBe(false);
    expect(canPay(run(allComplete[0], allComplete[1]), 'pi_1')).toBe(false);
    expect(canPay(run(...allComplete), 'pi_1')).toBe(true);
  });

  it('goes on with empty fields for the intent already paid, not for another one', () => {
    const paid = run({ type: 'paymentConfirmed', paymentIntentId: 'pi_1' });
    expect(canPay(paid, 'pi_1')).toBe(true);
    expect(canPay(paid, 'pi_2')).toBe(false);
  });
});
