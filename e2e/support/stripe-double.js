/*
 * A test double of Stripe.js (https://js.stripe.com/<release>/stripe.js), served by Playwright's
 * page.route because the real script cannot be reached from the test machine.
 *
 * It implements just what the app uses through @stripe/stripe-js/pure and @stripe/react-stripe-js:
 * - window.Stripe(key) (loadStripe resolves once this script has set window.Stripe), with
 *   Stripe.version = 'endive' (the release train @stripe/stripe-js 10 expects);
 * - stripe.elements() -> create(type) elements that mount a plain <input aria-label="..."> into the
 *   given node and fire 'change' with { complete: true } once text is typed; on/off/once, update,
 *   focus/blur/clear, mount/unmount/destroy; elements.getElement(type or React component);
 * - createPaymentMethod() -> { paymentMethod: { id: 'pm_test' } };
 * - confirmCardPayment(secret) -> { paymentIntent: { id: <secret before '_secret_'>, status: 'succeeded' } };
 * - confirmCardSetup(secret) -> { setupIntent: { id: <secret before '_secret_'>, status: 'succeeded' } } (the journey
 *   then delivers the `setup_intent.succeeded` webhook, as Stripe would);
 * - registerAppInfo / _registerWrapper as no-ops; createToken (react-stripe-js checks it exists).
 * Calls are recorded on window.__stripeDouble for assertions.
 */
(function () {
  'use strict';

  var LABELS = { cardNumber: 'Card number', cardExpiry: 'Expiry date', cardCvc: 'CVC', card: 'Card' };
  var PLACEHOLDERS = { cardNumber: '1234 1234 1234 1234', cardExpiry: 'MM / YY', cardCvc: 'CVC', card: 'Card number' };
  var calls = { keys: [], paymentMethods: [], confirmations: [], setups: [] };
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

  function createElements() {
    var registry = {};
    return {
      create: function (type) {
        return createElement(registry, type);
      },
      getElement: function (typeOrComponent) {
        var type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent && typeOrComponent.__elementType;
        return registry[type] || null;
      },
      update: function () {},
      on: function () {},
      fetchUpdates: function () {
        return Promise.resolve({});
      },
      submit: function () {
        return Promise.resolve({});
      },
    };
  }

  function Stripe(key) {
    calls.keys.push(key);
    return {
      elements: function () {
        return createElements();
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
