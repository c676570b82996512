import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementChangeEvent } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form/FormError';
import { CardFields, StripeElementsProvider, type CardField } from '../../../components/payment/StripeCardElements';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/graphql-errors';
import { usePaymentConfig } from '../../../lib/hooks/use-payment-config';
import { notify } from '../../../lib/toast';
import styles from '../pages/CustomerPages.module.css';

/** Reads of the saved card after Stripe confirmed the new one: every `pollMs`, this many times, then "in a minute". */
const POLL_TRIES = 40;

type Phase = 'entering' | 'confirming' | 'saving' | 'late';

interface ReplaceCardDialogProps {
  open: boolean;
  onClose: () => void;
  /** `savedAt` of the card saved when the dialog opened (null: none): the new card is the one saved later. */
  savedBefore: string | null;
  /** `savedAt` of the card the plan page reads now (it changes once the webhook saved the new card). */
  savedNow: string | null;
  /** True when there is a card to replace (the title says "replace" rather than "save"). */
  replacing: boolean;
  /** `createSetupIntent`: the SetupIntent's client secret. */
  createSetupIntent: () => Promise<string>;
  /** Reads the saved card again. */
  refetch: () => Promise<unknown>;
  /** Milliseconds between reads of the saved card while it is being saved. */
  pollMs?: number;
}

/**
 * The customer area's "Replace card" dialog (docs/decisions/0084-subscriptions-that-renew-themselves.md): the card
 * fields of Stripe Elements (as at checkout), a SetupIntent from `createSetupIntent` confirmed with
 * `stripe.confirmCardSetup`, then "saving…" while the saved card is read again until the new one appears (Stripe's
 * `setup_intent.succeeded` webhook saves it, not this dialog). Nothing is charged.
 */
export function ReplaceCardDialog({
  open,
  onClose,
  savedBefore,
  savedNow,
  replacing,
  createSetupIntent,
  refetch,
  pollMs = 1500,
}: ReplaceCardDialogProps) {
  const { t } = useTranslation('customerPreferences');
  const formId = useId();
  const config = usePaymentConfig();
  const [phase, setPhase] = useState<Phase>('entering');

  // Saved: the plan page now reads a card saved after the one shown when the dialog opened.
  const arrived = savedNow !== null && savedNow !== savedBefore;
  useEffect(() => {
    if (!open || (phase !== 'saving' && phase !== 'late') || !arrived) return;
    notify.success(t('autoRenew.replace.saved'));
    onClose();
  }, [open, phase, arrived, onClose, t]);

  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });
  useEffect(() => {
    if (!open || phase !== 'saving') return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > POLL_TRIES) {
        setPhase('late');
        return;
      }
      void refetchRef.current().catch(() => undefined);
    }, pollMs);
    return () => clearInterval(timer);
  }, [open, phase, pollMs]);

  const key = config.data?.paymentConfig.enabled ? config.data.paymentConfig.publishableKey : null;
  let body;
  if (config.loading && !config.data) {
    body = (
      <div role="status" aria-label={t('autoRenew.replace.loading')}>
        <Skeleton height={48} radius={12} />
      </div>
    );
  } else if (!key) {
    body = <FormError>{config.error ? errorMessage(config.error) : t('autoRenew.replace.unavailable')}</FormError>;
  } else {
    body = (
      <StripeElementsProvider active={open} publishableKey={key}>
        <ReplaceCardForm formId={formId} phase={phase} onPhase={setPhase} createSetupIntent={createSetupIntent} />
      </StripeElementsProvider>
    );
  }

  return (
    <Modal
      open={open}
      title={replacing ? t('autoRenew.replace.title') : t('autoRenew.replace.addTitle')}
      description={t('autoRenew.replace.description')}
      onClose={onClose}
      formId={formId}
      saveLabel={t('autoRenew.replace.save')}
      submitting={phase === 'confirming'}
      saveDisabled={!key || phase === 'saving' || phase === 'late'}
      closeDisabled={phase === 'confirming'}
    >
      {body}
    </Modal>
  );
}

interface ReplaceCardFormProps {
  formId: string;
  phase: Phase;
  onPhase: (phase: Phase) => void;
  createSetupIntent: () => Promise<string>;
}

const NOTHING_COMPLETE: Record<CardField, boolean> = { cardNumber: false, cardExpiry: false, cardCvc: false };

/** The card fields and the SetupIntent's confirmation (inside Stripe Elements). */
function ReplaceCardForm({ formId, phase, onPhase, createSetupIntent }: ReplaceCardFormProps) {
  const { t } = useTranslation('customerPreferences');
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(NOTHING_COMPLETE);
  const [error, setError] = useState<string | null>(null);

  function changeField(field: CardField, event: StripeElementChangeEvent) {
    setComplete((c) => ({ ...c, [field]: event.complete }));
    setError(event.error?.message ?? null);
  }

  async function save() {
    if (phase !== 'entering') return;
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) {
      setError(t('autoRenew.replace.stripeUnavailable'));
      return;
    }
    if (!complete.cardNumber || !complete.cardExpiry || !complete.cardCvc) {
      setError(t('autoRenew.replace.incomplete'));
      return;
    }
    setError(null);
    onPhase('confirming');
    try {
      const clientSecret = await createSetupIntent();
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      if (result.error) {
        setError(result.error.message ?? t('autoRenew.replace.failed'));
        onPhase('entering');
        return;
      }
      onPhase('saving');
    } catch (e) {
      setError(errorMessage(e));
      onPhase('entering');
    }
  }

  const waiting = phase === 'saving' || phase === 'late';
  return (
    <form
      id={formId}
      className={styles.cardForm}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
      aria-busy={phase === 'confirming' || undefined}
    >
      <CardFields disabled={phase !== 'entering'} onChange={changeField} />
      <FormError>{error}</FormError>
      {waiting && (
        <p className={styles.cardStatus} role="status" data-testid="replace-card-status">
          {phase === 'saving' && <Spinner size={16} />} {phase === 'saving' ? t('autoRenew.replace.saving') : t('autoRenew.replace.late')}
        </p>
      )}
    </form>
  );
}
