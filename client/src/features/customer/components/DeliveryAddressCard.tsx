import { useState } from 'react';
import { DeliveryAddressForm } from '../../../components/form/DeliveryAddressForm';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { deliveryAddressValues } from '../../../lib/delivery-address';
import { notify } from '../../../lib/toast';
import { useMyDeliveryAddress, useUpdateDeliveryAddress } from '../../../lib/use-delivery-address';
import styles from '../pages/CustomerPages.module.css';

export const ADDRESS_SAVED = 'Delivery address saved';

/** The profile's "Delivery address" card: the saved address with Edit, or the form when there is none. */
export function DeliveryAddressCard() {
  const { address, loading, error, refetch } = useMyDeliveryAddress();
  const [save] = useUpdateDeliveryAddress();
  const [editing, setEditing] = useState(false);

  let body;
  if (loading) {
    body = <Skeleton height={80} />;
  } else if (error && !address) {
    body = <ErrorState message="Your delivery address could not be loaded." onRetry={() => void refetch()} />;
  } else if (address && !editing) {
    body = (
      <>
        <dl className={styles.facts}>
          <dt>Address</dt><dd>{address.formatted}</dd>
          {address.instructions && (<><dt>Instructions</dt><dd>{address.instructions}</dd></>)}
        </dl>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>Edit address</button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        {!address && <p className={styles.muted}>Tell us where to deliver your meals. You need an address before you can pay for a plan.</p>}
        <DeliveryAddressForm
          initialValues={deliveryAddressValues(address)}
          onCancel={address ? () => setEditing(false) : undefined}
          onSubmit={async (input) => {
            await save(input);
            notify.success(ADDRESS_SAVED);
            setEditing(false);
          }}
        />
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="delivery-address-title">
      <h2 id="delivery-address-title" className={styles.sectionTitle}>Delivery address</h2>
      {body}
    </section>
  );
}
