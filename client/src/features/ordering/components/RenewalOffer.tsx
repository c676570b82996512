import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { formatLong, utcDay } from '../../../lib/dates';
import { formatAed } from '../../../lib/money';
import { ROUTES } from '../../../lib/site';
import type { MySubscription } from '../hooks/use-my-subscription';
import styles from '../pages/OrderingPages.module.css';

interface RenewalOfferProps {
  subscription: Pick<MySubscription, 'id' | 'renewal' | 'nextRenewal'>;
  /** Renew by hand: the renewal's cart, then checkout. */
  onRenew: () => void;
}

/**
 * The plan card's renewal line. A plan that renews itself (automatic renewal scheduled, paid or waiting for the
 * bank's confirmation, docs/decisions/0084-subscriptions-that-renew-themselves.md) shows the next charge's day and
 * amount, VAT included, or the link that confirms it, and no Renew button: renewing by hand would buy a second plan.
 * Otherwise, near the end, "ends soon" and the Renew button (docs/decisions/0019-renewal.md).
 */
export function RenewalOffer({ subscription, onRenew }: RenewalOfferProps) {
  const { t } = useTranslation('ordering');
  const { renewal, nextRenewal: next } = subscription;
  const amount = next?.amount ?? null;

  if (next?.state === 'Scheduled' && next.autoRenew) {
    const date = formatLong(utcDay(next.chargeDate));
    return (
      <p className={styles.muted} data-testid="auto-renewal-note">
        {amount === null
          ? t('subscription.autoRenewal.scheduledNoAmount', { date })
          : t('subscription.autoRenewal.scheduled', { date, amount: formatAed(amount) })}
      </p>
    );
  }
  if (next?.state === 'NeedsAction') {
    return (
      <>
        <p className={styles.muted} data-testid="auto-renewal-note">
          {amount === null
            ? t('subscription.autoRenewal.needsActionNoAmount')
            : t('subscription.autoRenewal.needsAction', { amount: formatAed(amount) })}
        </p>
        <Link to={`${ROUTES.renewalAuthentication}?id=${encodeURIComponent(subscription.id)}`} className="btn btn-primary">
          {t('subscription.autoRenewal.confirm')}
        </Link>
      </>
    );
  }
  if (next?.state === 'Paid') {
    // Once the renewal's plan exists, "Renewed: your next plan starts on …" (renewedFrom) says it.
    if (renewal.renewedFrom) return null;
    return (
      <p className={styles.muted} data-testid="auto-renewal-note">
        {amount === null ? t('subscription.autoRenewal.paidNoAmount') : t('subscription.autoRenewal.paid', { amount: formatAed(amount) })}
      </p>
    );
  }
  if (!renewal.open) return null;
  return (
    <>
      <p className={styles.muted}>{t('subscription.endsSoon', { date: formatLong(renewal.startDate) })}</p>
      <Button onClick={onRenew}>{t('subscription.renew')}</Button>
    </>
  );
}
