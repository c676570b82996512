import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { DeliveryAddressForm } from '../../../components/form/DeliveryAddressForm';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { addressLine, deliveryAddressValues } from '../../../lib/delivery-address';
import { notify } from '../../../lib/toast';
import { useMyDeliveryAddress, useUpdateDeliveryAddress } from '../../../lib/hooks/use-delivery-address';
import styles from '../pages/CustomerPages.module.css';

/** The profile's "Delivery address" card: the saved address with Edit, or the form when there is none. */
export function DeliveryAddressCard() {
  const { address, loading, error, refetch } = useMyDeliveryAddress();
  const { t } = useTranslation('customer');
  const [save] = useUpdateDeliveryAddress();
  const [editing, setEditing] = useState(false);

  let body;
  if (loading) {
    body = <Skeleton height={80} />;
  } else if (error && !address) {
    body = <ErrorState message={t('address.error')} onRetry={() => void refetch()} />;
  } else if (address && !editing) {
    body = (
      <>
        <dl className={styles.facts}>
          <dt>{t('address.address')}</dt>
          <dd dir="auto">{addressLine(address)}</dd>
          {address.instructions && (
            <>
              <dt>{t('address.instructions')}</dt>
              <dd>{address.instructions}</dd>
            </>
          )}
        </dl>
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => setEditing(true)}>
            {t('address.edit')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        {!address && <p className={styles.muted}>{t('address.intro')}</p>}
        <DeliveryAddressForm
          initialValues={deliveryAddressValues(address)}
          onCancel={address ? () => setEditing(false) : undefined}
          onSubmit={async (input) => {
            await save(input);
            notify.success(t('address.saved'));
            setEditing(false);
          }}
        />
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="delivery-address-title">
      <h2 id="delivery-address-title" className={styles.sectionTitle}>
        {t('common:address.label')}
      </h2>
      {body}
    </section>
  );
}
