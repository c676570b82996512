import { describe, expect, it } from 'vitest';
import {
  canPay,
  cardPaymentMachine,
  initialCardPaymentState,
  isBusy,
  type CardPaymentEvent,
  type CardPaymentState,
} from './card-payment.machine';

const run = (...events: CardPaymentEvent[]): CardPaymentState => events.reduce(cardPaymentMachine, initialCardPaymentState);
const from = (state: CardPaymentState, ...events: CardPaymentEvent[]): CardPaymentState => events.reduce(cardPaymentMachine, state);

const opened: CardPaymentEvent = { type: 'opened' };
const allComplete: CardPaymentEvent[] = [
  { type: 'fieldChanged', field: 'cardNumber', complete: true },
  { type: 'fieldChanged', field: 'cardExpiry', complete: true },
  { type: 'fieldChanged', field: 'cardCvc', complete: true },
];
const pay = (paymentIntentId: string | null = 'pi_1', stripeLoaded = true): CardPaymentEvent => ({
  type: 'paySubmitted',
  stripeLoaded,
  paymentIntentId,
});

/** Open, the intent of checkout co_1 made, the card filled in. */
const ready = run(opened, { type: 'intentRequested', checkoutId: 'co_1' }, { type: 'intentCreated', checkoutId: 'co_1' }, ...allComplete);
const confirming = from(ready, pay());
const creatingOrder = from(confirming, { type: 'paymentConfirmed', paymentIntentId: 'pi_1' });
/** Stripe took the payment but createOrder failed. */
const orderFailed = from(creatingOrder, { type: 'orderFailed', message: 'Network error' });
const paid = from(creatingOrder, { type: 'orderCreated' });

describe('cardPaymentMachine: opening and closing', () => {
  it('starts closed, with nothing asked, nothing complete and no message', () => {
    expect(initialCardPaymentState).toEqual({
      status: 'idle',
      intent: null,
      complete: { cardNumber: false, cardExpiry: false, cardCvc: false },
      error: null,
      paidIntentId: null,
    });
  });

  it('opening shows the card form; closing drops what was typed, the message and a paid intent, but keeps the intent request', () => {
    expect(run(opened).status).toBe('enteringCard');
    const closed = from(orderFailed, { type: 'closed' });
    expect(closed).toEqual({ ...initialCardPaymentState, intent: { checkoutId: 'co_1', status: 'created' } });
    expect(from(closed, opened)).toMatchObject({ status: 'enteringCard', paidIntentId: null, error: null });
  });

  it('opening again gives a fresh form, whatever the previous opening left (a paid order, a message)', () => {
    expect(from(paid, opened)).toMatchObject({ status: 'enteringCard', complete: initialCardPaymentState.complete });
    expect(from(orderFailed, opened)).toMatchObject({ status: 'enteringCard', error: null, paidIntentId: null });
  });

  it('closing or opening mid-flight is ignored: the payment goes on', () => {
    for (const busy of [confirming, creatingOrder]) {
      expect(isBusy(busy)).toBe(true);
      expect(from(busy, { type: 'closed' })).toBe(busy);
      expect(from(busy, opened)).toBe(busy);
    }
    expect(from(creatingOrder, { type: 'closed' }, { type: 'orderCreated' }).status).toBe('paid');
  });
});

describe('cardPaymentMachine: the PaymentIntent request', () => {
  const creating = run(opened, { type: 'intentRequested', checkoutId: 'co_1' });

  it('asks once per checkout, and again for another checkout', () => {
    expect(creating.intent).toEqual({ checkoutId: 'co_1', status: 'creating' });
    expect(from(creating, { type: 'intentRequested', checkoutId: 'co_1' })).toBe(creating);
    expect(from(ready, { type: 'intentRequested', checkoutId: 'co_1' })).toBe(ready);
    expect(from(ready, { type: 'intentRequested', checkoutId: 'co_2' }).intent).toEqual({ checkoutId: 'co_2', status: 'creating' });
  });

  it('records the answer for the checkout asked for, and ignores a late one for another', () => {
    expect(from(creating, { type: 'intentCreated', checkoutId: 'co_1' }).intent).toEqual({ checkoutId: 'co_1', status: 'created' });
    const failed = from(creating, { type: 'intentFailed', checkoutId: 'co_1', message: 'Checkout expired' });
    expect(failed.intent).toEqual({ checkoutId: 'co_1', status: 'failed', message: 'Checkout expired' });
    expect(from(creating, { type: 'intentCreated', checkoutId: 'co_0' })).toBe(creating);
    expect(from(creating, { type: 'intentFailed', checkoutId: 'co_0', message: 'x' })).toBe(creating);
    expect(from(failed, { type: 'intentCreated', checkoutId: 'co_1' })).toBe(failed);
  });

  it('a failed request is not asked again until Retry; Retry only applies to a failure', () => {
    const failed = from(creating, { type: 'intentFailed', checkoutId: 'co_1', message: 'Checkout expired' });
    expect(from(failed, { type: 'intentRequested', checkoutId: 'co_1' })).toBe(failed);
    const retried = from(failed, { type: 'intentRetried' });
    expect(retried.intent).toBeNull();
    expect(from(retried, { type: 'intentRequested', checkoutId: 'co_1' }).intent).toEqual({ checkoutId: 'co_1', status: 'creating' });
    expect(from(creating, { type: 'intentRetried' })).toBe(creating);
    expect(from(ready, { type: 'intentRetried' })).toBe(ready);
  });

  it('goes on while the modal is closed (the answer still lands)', () => {
    const closed = from(creating, { type: 'closed' });
    expect(from(closed, { type: 'intentCreated', checkoutId: 'co_1' }).intent?.status).toBe('created');
  });
});

describe('cardPaymentMachine: the card fields', () => {
  it('records each field and shows Stripe’s message for an invalid one', () => {
    const state = run(opened, { type: 'fieldChanged', field: 'cardNumber', complete: false, error: 'Your card number is invalid.' });
    expect(state.complete.cardNumber).toBe(false);
    expect(state.error).toEqual({ reason: 'message', message: 'Your card number is invalid.' });
    expect(run(opened, ...allComplete).complete).toEqual({ cardNumber: true, cardExpiry: true, cardCvc: true });
  });

  it('a valid change clears the "incomplete" message but keeps any other', () => {
    const incomplete = from(run(opened), pay());
    expect(incomplete.error).toEqual({ reason: 'incomplete' });
    expect(from(incomplete, allComplete[0]).error).toBeNull();
    const declined = from(confirming, { type: 'paymentFailed', error: { reason: 'confirmFailed' } });
    expect(from(declined, allComplete[0]).error).toEqual({ reason: 'confirmFailed' });
  });

  it('ignores a change while the modal is closed', () => {
    expect(run(allComplete[0])).toBe(initialCardPaymentState);
  });
});

describe('cardPaymentMachine: Pay Now', () => {
  it('is refused, with its message and the step unchanged, without Stripe.js, without an intent, or with the card incomplete', () => {
    expect(from(ready, pay('pi_1', false))).toMatchObject({ status: 'enteringCard', error: { reason: 'notLoaded' } });
    expect(from(ready, pay(null))).toMatchObject({ status: 'enteringCard', error: { reason: 'preparing' } });
    const intentFailed = run(
      opened,
      { type: 'intentRequested', checkoutId: 'co_1' },
      { type: 'intentFailed', checkoutId: 'co_1', message: 'Expired' },
    );
    expect(from(intentFailed, pay(null)).error).toEqual({ reason: 'message', message: 'Expired' });
    expect(from(run(opened, allComplete[0], allComplete[1]), pay())).toMatchObject({
      status: 'enteringCard',
      error: { reason: 'incomplete' },
    });
  });

  it('with the card complete, clears the message and confirms the intent with Stripe', () => {
    const withMessage = from(ready, pay(null));
    expect(from(withMessage, pay())).toEqual({ ...ready, status: 'confirming', paymentIntentId: 'pi_1', error: null });
  });

  it('goes from Stripe’s confirmation to the order, and to paid', () => {
    expect(creatingOrder).toMatchObject({ status: 'creatingOrder', paymentIntentId: 'pi_1', paidIntentId: 'pi_1' });
    expect(paid).toEqual({ ...ready, status: 'paid', paidIntentId: null });
    expect(isBusy(paid)).toBe(false);
  });

  it('a failed confirmation shows its message and can be retried', () => {
    const failed = from(confirming, { type: 'paymentFailed', error: { reason: 'confirmFailed' } });
    expect(failed).toEqual({ ...ready, error: { reason: 'confirmFailed' } });
    expect(from(failed, pay())).toMatchObject({ status: 'confirming', paymentIntentId: 'pi_1', error: null });
  });

  it('after a failed order, the retry only creates the order (fields no longer matter), but not for another intent', () => {
    expect(orderFailed).toMatchObject({
      status: 'enteringCard',
      paidIntentId: 'pi_1',
      error: { reason: 'message', message: 'Network error' },
    });
    const emptied = from(orderFailed, { type: 'fieldChanged', field: 'cardNumber', complete: false });
    expect(from(emptied, pay('pi_1'))).toMatchObject({ status: 'creatingOrder', paymentIntentId: 'pi_1', error: null });
    expect(from(emptied, pay('pi_2'))).toMatchObject({ status: 'enteringCard', paidIntentId: 'pi_1', error: { reason: 'incomplete' } });
    expect(from(orderFailed, pay('pi_2'))).toMatchObject({ status: 'confirming', paymentIntentId: 'pi_2' });
  });

  it('ignores a confirmation of another intent', () => {
    expect(from(confirming, { type: 'paymentConfirmed', paymentIntentId: 'pi_9' })).toBe(confirming);
  });
});

describe('cardPaymentMachine: events the state does not take are ignored', () => {
  const cases: [string, CardPaymentState, CardPaymentEvent][] = [
    ['Pay Now while closed', run(...allComplete), pay()],
    ['Pay Now while confirming (a double click)', confirming, pay()],
    ['Pay Now while creating the order', creatingOrder, pay()],
    ['Pay Now once paid', paid, pay()],
    ['a Stripe failure when not confirming', ready, { type: 'paymentFailed', error: { reason: 'unexpected' } }],
    ['a Stripe failure while creating the order', creatingOrder, { type: 'paymentFailed', error: { reason: 'unexpected' } }],
    ['a confirmation when not confirming', ready, { type: 'paymentConfirmed', paymentIntentId: 'pi_1' }],
    ['an order when none is being created', confirming, { type: 'orderCreated' }],
    ['an order failure when none is being created', ready, { type: 'orderFailed', message: 'x' }],
    ['an order failure once paid', paid, { type: 'orderFailed', message: 'x' }],
    ['closing when closed', initialCardPaymentState, { type: 'closed' }],
  ];
  it.each(cases)('%s', (_name, state, event) => {
    expect(cardPaymentMachine(state, event)).toBe(state);
  });
});

describe('canPay', () => {
  it('needs every field complete', () => {
    expect(canPay(initialCardPaymentState, 'pi_1')).toBe(false);
    expect(canPay(run(opened, allComplete[0], allComplete[1]), 'pi_1')).toBe(false);
    expect(canPay(run(opened, ...allComplete), 'pi_1')).toBe(true);
  });

  it('goes on with empty fields for the intent already paid, not for another one', () => {
    const emptied = from(orderFailed, { type: 'fieldChanged', field: 'cardCvc', complete: false });
    expect(canPay(emptied, 'pi_1')).toBe(true);
    expect(canPay(emptied, 'pi_2')).toBe(false);
  });
});
