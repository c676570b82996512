/*
 * A test double of Stripe.js (https://js.stripe.com/<release>/stripe.js), served by Playwright's
 * page.route because the real script cannot be reached from the test machine.
 *
 * It implements just what the app uses through @stripe/stripe-js/pure and @stripe/react-stripe-js:
 * - window.Stripe(key) (loadStripe resolves once this script has set window.Stripe), with
 *   Stripe.version = 'endive' (the release train @stripe/stripe-js 10 expects);
 * - stripe.elements(options) -> create(type) elements that mount a plain <input aria-label="..."> into the
 *   given node and fire 'change' with { complete: true } once text is typed; on/off/once, update,
 *   focus/blur/clear, mount/unmount/destroy; elements.getElement(type or React component);
 *   the options of a deferred-intent group ({ mode, amount, currency, setupFutureUsage, allowedPaymentMethodTypes })
 *   are recorded, as are elements.update(options) and elements.submit() (which resolves to {});
 * - create('expressCheckout', options) (Apple Pay / Google Pay): mounts one <button> per wallet the journey offers in
 *   window.__stripeDoubleWallets (an init script, e.g. ['googlePay'] -> <button>Google Pay</button>; none by
 *   default) and fires 'ready' with { availablePaymentMethods: { googlePay: true, applePay: false, ... } }, or
 *   undefined when none is offered. A press fires 'click' with resolve(details) / reject() (the details, e.g. Apple
 *   Pay's recurringPaymentRequest, are recorded in walletResolves, null for none); once resolved, the "sheet"
 *   answers on the next task with 'confirm' ({ expressPaymentType, paymentFailed(payload), billingDetails }), or
 *   with 'cancel' when window.__stripeDoubleWalletOutcome is 'cancel';
 * - confirmPayment({ elements, clientSecret, confirmParams, redirect }) -> { paymentIntent: { id: <secret before
 *   '_secret_'>, status: 'succeeded' } };
 * - createPaymentMethod() -> { paymentMethod: { id: 'pm_test' } };
 * - confirmCardPayment(secret) -> { paymentIntent: { id: <secret before '_secret_'>, status: 'succeeded' } };
 * - confirmCardSetup(secret) -> { setupIntent: { id: <secret before '_secret_'>, status: 'succeeded' } } (the journey
 *   then delivers the `setup_intent.succeeded` webhook, as Stripe would);
 * - registerAppInfo / _registerWrapper as no-ops; createToken (react-stripe-js checks it exists).
 * Calls are recorded on window.__stripeDouble for assertions: keys, paymentMethods, confirmations, setups, and for
 * wallets elementGroups (deferred-intent options), elementUpdates, submits (a count), walletClicks ({ type, resolved }),
 * walletResolves (what each click was resolved with, a copy),
 * walletFailures (paymentFailed payloads) and paymentConfirmations ({ clientSecret, redirect, returnUrl }).
 */
(function () {
  'use strict';

  var LABELS = { cardNumber: 'Card number', cardExpiry: 'Expiry date', cardCvc: 'CVC', card: 'Card' };
  var PLACEHOLDERS = { cardNumber: '1234 1234 1234 1234', cardExpiry: 'MM / YY', cardCvc: 'CVC', card: 'Card number' };
  var WALLET_NAMES = { googlePay: 'Google Pay', applePay: 'Apple Pay' };
  var WALLET_TYPES = { googlePay: 'google_pay', applePay: 'apple_pay' };
  var calls = {
    keys: [],
    paymentMethods: [],
    confirmations: [],
    setups: [],
    elementGroups: [],
    elementUpdates: [],
    submits: 0,
    walletClicks: [],
    walletResolves: [],
    walletFailures: [],
    paymentConfirmations: [],
  };
  window.__stripeDouble = calls;

  function createElement(registry, type) {
    var handlers = {};
    var input = null;
    var element;

    function emit(event, payload) {
      (handlers[event] || []).slice().forEach(function (fn) {
        fn(payload);
      });
    }

    function changePayload() {
      var value = input ? input.value.trim() : '';
      return {
        elementType: type,
        empty: value.length === 0,
        complete: value.length > 0,
        error: undefined,
        brand: 'visa',
        value: undefined,
      };
    }

    element = {
      __emit: emit,
      __listens: function (event) {
        return (handlers[event] || []).length > 0;
      },
      mount: function (target) {
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw new Error('stripe-double: mount target not found');
        input = document.createElement('input');
        input.type = 'text';
        input.autocomplete = 'off';
        input.setAttribute('aria-label', LABELS[type] || type);
        input.setAttribute('placeholder', PLACEHOLDERS[type] || '');
        input.setAttribute('data-stripe-double', type);
        input.addEventListener('input', function () {
          emit('change', changePayload());
        });
        input.addEventListener('focus', function () {
          emit('focus', { elementType: type });
        });
        input.addEventListener('blur', function () {
          emit('blur', { elementType: type });
        });
        node.appendChild(input);
        setTimeout(function () {
          emit('ready', { elementType: type });
        }, 0);
        return element;
      },
      on: function (event, fn) {
        (handlers[event] = handlers[event] || []).push(fn);
        return element;
      },
      once: function (event, fn) {
        function wrapped(payload) {
          element.off(event, wrapped);
          fn(payload);
        }
        return element.on(event, wrapped);
      },
      off: function (event, fn) {
        if (!fn) delete handlers[event];
        else
          handlers[event] = (handlers[event] || []).filter(function (h) {
            return h !== fn;
          });
        return element;
      },
      update: function () {
        return element;
      },
      focus: function () {
        if (input) input.focus();
      },
      blur: function () {
        if (input) input.blur();
      },
      clear: function () {
        if (input) {
          input.value = '';
          emit('change', changePayload());
        }
      },
      unmount: function () {
        if (input && input.parentNode) input.parentNode.removeChild(input);
        input = null;
      },
      destroy: function () {
        element.unmount();
        if (registry[type] === element) delete registry[type];
      },
    };
    registry[type] = element;
    return element;
  }

  /** The wallets the journey offers (window.__stripeDoubleWallets), known names only. */
  function offeredWallets() {
    var wanted = window.__stripeDoubleWallets;
    return Array.isArray(wanted)
      ? wanted.filter(function (w) {
          return Boolean(WALLET_NAMES[w]);
        })
      : [];
  }

  /** The Express Checkout Element: a button per offered wallet, and the click -> sheet -> confirm/cancel round. */
  function createExpressCheckout(registry) {
    var element = createElement(registry, 'expressCheckout');
    var emit = function (event, payload) {
      element.__emit(event, payload);
    };
    var buttons = [];
    var readyPayload = null;
    var readySent = false;
    element.mount = function (target) {
      var node = typeof target === 'string' ? document.querySelector(target) : target;
      if (!node) throw new Error('stripe-double: mount target not found');
      var wallets = offeredWallets();
      wallets.forEach(function (wallet) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = WALLET_NAMES[wallet];
        button.setAttribute('data-stripe-double', 'expressCheckout');
        button.addEventListener('click', function () {
          var record = { type: WALLET_TYPES[wallet], resolved: false };
          calls.walletClicks.push(record);
          emit('click', {
            elementType: 'expressCheckout',
            expressPaymentType: WALLET_TYPES[wallet],
            resolve: function (details) {
              record.resolved = true;
              // A copy as Stripe would read it (it passes Apple Pay's part on to Apple; dates become strings).
              calls.walletResolves.push(details === undefined ? null : JSON.parse(JSON.stringify(details)));
              // The wallet's sheet: the customer approves (or closes) it a moment later.
              setTimeout(function () {
                if (window.__stripeDoubleWalletOutcome === 'cancel') {
                  emit('cancel', { elementType: 'expressCheckout' });
                  return;
                }
                emit('confirm', {
                  elementType: 'expressCheckout',
                  expressPaymentType: WALLET_TYPES[wallet],
                  billingDetails: { name: 'Wallet Customer', email: 'wallet@example.com' },
                  paymentFailed: function (payload) {
                    calls.walletFailures.push(payload || {});
                  },
                });
              }, 0);
            },
            reject: function () {},
          });
        });
        node.appendChild(button);
        buttons.push(button);
      });
      var available = null;
      if (wallets.length) {
        available = { applePay: false, googlePay: false, link: false, paypal: false, amazonPay: false, klarna: false };
        wallets.forEach(function (wallet) {
          available[wallet] = true;
        });
      }
      readyPayload = { elementType: 'expressCheckout', availablePaymentMethods: available || undefined };
      setTimeout(function () {
        if (!readySent && element.__listens('ready')) {
          readySent = true;
          emit('ready', readyPayload);
        }
      }, 0);
      return element;
    };
    // React attaches its handlers in an effect, which may run after the timer above: 'ready' then waits for one.
    var baseOn = element.on;
    element.on = function (event, fn) {
      baseOn(event, fn);
      if (event === 'ready' && readyPayload && !readySent) {
        readySent = true;
        setTimeout(function () {
          emit('ready', readyPayload);
        }, 0);
      }
      return element;
    };
    element.unmount = function () {
      buttons.forEach(function (button) {
        if (button.parentNode) button.parentNode.removeChild(button);
      });
      buttons = [];
    };
    return element;
  }

  function createElements(options) {
    var registry = {};
    if (options && options.mode) {
      calls.elementGroups.push({
        mode: options.mode,
        amount: options.amount,
        currency: options.currency,
        setupFutureUsage: options.setupFutureUsage,
        allowedPaymentMethodTypes: options.allowedPaymentMethodTypes,
      });
    }
    return {
      create: function (type) {
        return type === 'expressCheckout' ? createExpressCheckout(registry) : createElement(registry, type);
      },
      getElement: function (typeOrComponent) {
        var type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent && typeOrComponent.__elementType;
        return registry[type] || null;
      },
      update: function (update) {
        calls.elementUpdates.push(update);
      },
      on: function () {},
      fetchUpdates: function () {
        return Promise.resolve({});
      },
      submit: function () {
        calls.submits += 1;
        return Promise.resolve({});
      },
    };
  }

  function Stripe(key) {
    calls.keys.push(key);
    return {
      elements: function (options) {
        return createElements(options);
      },
      createToken: function () {
        return Promise.resolve({ token: { id: 'tok_test' } });
      },
      createPaymentMethod: function (options) {
        calls.paymentMethods.push({ type: options && options.type });
        return Promise.resolve({ paymentMethod: { id: 'pm_test', object: 'payment_method', type: 'card' } });
      },
      confirmCardPayment: function (clientSecret, data) {
        calls.confirmations.push({ clientSecret: clientSecret, paymentMethod: data && data.payment_method });
        var id = String(clientSecret).split('_secret_')[0];
        return Promise.resolve({
          paymentIntent: { id: id, object: 'payment_intent', status: 'succeeded', client_secret: clientSecret },
        });
      },
      confirmPayment: function (options) {
        var clientSecret = options && options.clientSecret;
        calls.paymentConfirmations.push({
          clientSecret: clientSecret,
          redirect: options && options.redirect,
          returnUrl: options && options.confirmParams && options.confirmParams.return_url,
        });
        var id = String(clientSecret).split('_secret_')[0];
        return Promise.resolve({
          paymentIntent: { id: id, object: 'payment_intent', status: 'succeeded', client_secret: clientSecret },
        });
      },
      confirmCardSetup: function (clientSecret, data) {
        calls.setups.push({ clientSecret: clientSecret, card: Boolean(data && data.payment_method && data.payment_method.card) });
        var id = String(clientSecret).split('_secret_')[0];
        return Promise.resolve({
          setupIntent: { id: id, object: 'setup_intent', status: 'succeeded', client_secret: clientSecret, payment_method: 'pm_e2e' },
        });
      },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  }

  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
