import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatAed } from '../../../lib/money';
import { ROUTES } from '../../../lib/site';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePaymentConfig } from '../../../lib/hooks/use-payment-config';
import { useRenewalAuthentication } from '../hooks/use-renewal-authentication';
import { getStripe } from '../../../lib/stripe';
import styles from './OrderingPages.module.css';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'paid' } | { kind: 'failed'; message: string };

/**
 * /subscription/renewal?id=<subscription>: the link of the renewal e-mail when the bank asks to confirm an
 * automatic renewal's payment (3-D Secure, docs/decisions/0084-subscriptions-that-renew-themselves.md). Shows the
 * amount (VAT included) and confirms the renewal's PaymentIntent with Stripe.js and the saved card; the server
 * learns the outcome from Stripe's webhook, never from this page.
 */
export default function RenewalAuthenticationPage() {
  const { t } = useTranslation('ordering');
  usePageTitle(t('renewalAuth.title'));
  const [params] = useSearchParams();
  const subscriptionId = params.get('id') ?? '';
  const auth = useRenewalAuthentication(subscriptionId);
  const config = usePaymentConfig();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function confirm() {
    const renewal = auth.data?.renewalAuthentication;
    const key = config.data?.paymentConfig.publishableKey;
    if (!renewal || !key) return;
    setOutcome({ kind: 'busy' });
    const stripe = await getStripe(key);
    if (!stripe) {
      setOutcome({ kind: 'failed', message: t('renewalAuth.stripeUnavailable') });
      return;
    }
    const { error } = await stripe.confirmCardPayment(
      renewal.clientSecret,
      renewal.paymentMethodId ? { payment_method: renewal.paymentMethodId } : undefined,
    );
    setOutcome(error ? { kind: 'failed', message: error.message ?? t('renewalAuth.failed') } : { kind: 'paid' });
  }

  let content;
  if (!subscriptionId) {
    content = <ErrorState title={t('renewalAuth.missing')} message={t('renewalAuth.missingText')} />;
  } else if (auth.error && !auth.data) {
    content = <ErrorState title={t('renewalAuth.error')} message={errorMessage(auth.error)} onRetry={() => void auth.refetch()} />;
  } else if (!auth.data || !config.data) {
    content = (
      <div className={styles.card} role="status" aria-label={t('renewalAuth.loading')}>
        <Skeleton height={26} width="50%" />
        <Skeleton height={48} radius={12} />
      </div>
    );
  } else if (outcome.kind === 'paid') {
    content = (
      <div className={styles.card} role="status">
        <p>{t('renewalAuth.paid')}</p>
        <Link to={ROUTES.subscription}>{t('renewalAuth.toPlan')}</Link>
      </div>
    );
  } else {
    content = (
      <div className={styles.card}>
        <p>{t('renewalAuth.text', { amount: formatAed(auth.data.renewalAuthentication.amount) })}</p>
        {outcome.kind === 'failed' && (
          <p role="alert" className={styles.danger}>
            {outcome.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button onClick={() => void confirm()} loading={outcome.kind === 'busy'}>
            {t('renewalAuth.confirm', { amount: formatAed(auth.data.renewalAuthentication.amount) })}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="renewal-auth-title">
      <h1 id="renewal-auth-title" className={styles.title}>
        {t('renewalAuth.title')}
      </h1>
      {content}
    </section>
  );
}
