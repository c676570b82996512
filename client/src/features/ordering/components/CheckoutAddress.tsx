import { useTranslation } from 'react-i18next';
import { DeliveryAddressForm } from '../../../components/form/DeliveryAddressForm';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { addressLine, deliveryAddressValues, type DeliveryAddress } from '../../../lib/delivery-address';
import { notify } from '../../../lib/toast';
import { useUpdateDeliveryAddress } from '../../../lib/hooks/use-delivery-address';
import styles from '../pages/OrderingPages.module.css';
import { CheckoutAddressChoice } from './CheckoutAddressChoice';

interface CheckoutAddressProps {
  /** The saved address, null when the customer has none. */
  address: DeliveryAddress | null;
  loading: boolean;
  /** The address query's error, if any. */
  error?: unknown;
  onRetry: () => void;
  /** Whether the form is open (always, without an address); checkout keeps Pay disabled meanwhile. */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

/**
 * Checkout's "Delivery address" card: the saved (default) address with an Edit link and, with several addresses in
 * the book, the choice of which one it is; or the form inline when there is none (the server refuses a payment
 * without one: DELIVERY_ADDRESS_REQUIRED).
 */
export function CheckoutAddress({ address, loading, error, onRetry, editing, onEditingChange }: CheckoutAddressProps) {
  const { t } = useTranslation('ordering');
  const [save] = useUpdateDeliveryAddress();
  const formOpen = !address || editing;

  let body;
  if (loading) {
    body = (
      <div role="status" aria-label={t('address.loading')}>
        <Skeleton height={60} />
      </div>
    );
  } else if (error && !address) {
    body = <ErrorState title={t('address.error')} message={t('address.tryAgain')} onRetry={onRetry} />;
  } else if (formOpen) {
    body = (
      <>
        {!address && <p className={styles.muted}>{t('address.intro')}</p>}
        <DeliveryAddressForm
          initialValues={deliveryAddressValues(address)}
          onCancel={address ? () => onEditingChange(false) : undefined}
          onSubmit={async (input) => {
            await save(input);
            notify.success(t('address.saved'));
            onEditingChange(false);
          }}
        />
      </>
    );
  } else {
    body = (
      <>
        <address className={styles.address}>
          <span dir="auto">{addressLine(address)}</span>
          {address.instructions && <span className={styles.muted}>{t('address.instructions', { text: address.instructions })}</span>}
        </address>
        <CheckoutAddressChoice />
      </>
    );
  }

  return (
    <article className={styles.card} aria-labelledby="checkout-address-title">
      <div className={styles.cardHead}>
        <h2 id="checkout-address-title" className={styles.cardTitle}>
          {t('common:address.label')}
        </h2>
        {address && !editing && !loading && (
          <button type="button" className={styles.linkButton} onClick={() => onEditingChange(true)} aria-label={t('address.editLabel')}>
            {t('address.edit')}
          </button>
        )}
      </div>
      {body}
    </article>
  );
}
