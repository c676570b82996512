import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions, StripeElementChangeEvent } from '@stripe/stripe-js';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { SCHEME_COLOURS, useColorScheme, type ColorScheme } from '../../lib/color-scheme';
import { getStripe } from '../../lib/stripe';
import styles from './StripeCardElements.module.css';

/** One of the three card fields (Stripe's names). */
export type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc';

interface StripeElementsProviderProps {
  /** Stripe.js is requested only while true (a dialog or page that takes a card is open), never on import. */
  active: boolean;
  publishableKey: string;
  children: ReactNode;
}

/**
 * Stripe Elements for a card form: Stripe.js loaded on first use (`lib/stripe.ts`), Stripe's texts in the
 * page's language and its theme following the colour scheme. Used by the checkout's card payment modal and
 * the customer area's replace-card dialog, so both take a card the same way.
 */
export function StripeElementsProvider({ active, publishableKey, children }: StripeElementsProviderProps) {
  const scheme = useColorScheme();
  const stripePromise = useMemo(() => (active ? getStripe(publishableKey) : null), [active, publishableKey]);
  if (!stripePromise) return null;
  return (
    <Elements stripe={stripePromise} options={{ locale: currentLanguage(), appearance: { theme: scheme === 'dark' ? 'night' : 'stripe' } }}>
      {children}
    </Elements>
  );
}

/** Card field styles per colour scheme: Stripe's iframes cannot read our CSS tokens, so their values are passed in. */
const elementOptions = (scheme: ColorScheme): StripeCardElementOptions => {
  const colours = SCHEME_COLOURS[scheme];
  return {
    style: {
      base: {
        fontSize: '16px',
        color: colours.text,
        fontFamily: 'Inter, system-ui, sans-serif',
        '::placeholder': { color: colours.placeholder },
      },
      invalid: { color: colours.danger },
    },
  };
};

interface CardFieldsProps {
  /** Locks the fields (a payment or card setup is being confirmed). */
  disabled: boolean;
  onChange: (field: CardField, event: StripeElementChangeEvent) => void;
}

/**
 * The card number, expiry and CVC fields (Stripe's split Card Elements) with their names, inside
 * `StripeElementsProvider`. The expiry and CVC share a row, stacked at 360 px.
 */
export function CardFields({ disabled, onChange }: CardFieldsProps) {
  const scheme = useColorScheme();
  const cardOptions = useMemo(() => elementOptions(scheme), [scheme]);
  const { t } = useTranslation('common');
  const elements = useElements();

  const focusField = (field: CardField) => () => {
    const type = field === 'cardNumber' ? CardNumberElement : field === 'cardExpiry' ? CardExpiryElement : CardCvcElement;
    elements?.getElement(type)?.focus();
  };
  const inputClass = `${styles.stripeInput} ${disabled ? styles.locked : ''}`;

  return (
    <>
      {/* A click on a field's name focuses the field, as a <label> would: Stripe's fields are iframes that no
          label can point to (keyboard users reach them with Tab), so the names are spans with a mouse handler. */}
      {/* eslint-disable jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.field}>
        <span id="card-number-label" className={styles.label} onClick={focusField('cardNumber')}>
          {t('cardFields.number')}
        </span>
        <div className={inputClass}>
          <CardNumberElement
            id="card-number"
            options={{ ...cardOptions, showIcon: true, disabled }}
            onChange={(e) => onChange('cardNumber', e)}
          />
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <span id="card-expiry-label" className={styles.label} onClick={focusField('cardExpiry')}>
            {t('cardFields.expiry')}
          </span>
          <div className={inputClass}>
            <CardExpiryElement id="card-expiry" options={{ ...cardOptions, disabled }} onChange={(e) => onChange('cardExpiry', e)} />
          </div>
        </div>
        <div className={styles.field}>
          <span id="card-cvc-label" className={styles.label} onClick={focusField('cardCvc')}>
            {t('cardFields.cvc')}
          </span>
          <div className={inputClass}>
            <CardCvcElement id="card-cvc" options={{ ...cardOptions, disabled }} onChange={(e) => onChange('cardCvc', e)} />
          </div>
        </div>
      </div>
      {/* eslint-enable jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
    </>
  );
}
