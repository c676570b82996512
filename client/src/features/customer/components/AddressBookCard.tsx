import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { DeliveryAddressForm } from '../../../components/form/DeliveryAddressForm';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ADDRESS_BOOK_MAX, addressLabelText, addressLine, deliveryAddressValues } from '../../../lib/delivery-address';
import { errorCode, errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import {
  useAddAddress,
  useDeleteAddress,
  useMyAddresses,
  useSetDefaultAddress,
  useUpdateAddress,
  type BookAddressFieldsFragment,
} from '../hooks/use-address-book';
import fieldStyles from '../../../components/form/Field.module.css';
import styles from '../pages/CustomerPages.module.css';
import book from './AddressBook.module.css';

/**
 * The profile's "Delivery addresses": the customer's labelled addresses (at most ADDRESS_BOOK_MAX, one default) with
 * Edit, Make default and Delete, and a form to add one. Deleting an address upcoming deliveries use asks where
 * those days go (the default or another address) before anything is deleted.
 */
export function AddressBookCard() {
  const { t } = useTranslation('customer');
  const { data, loading, error, refetch } = useMyAddresses();
  const [add] = useAddAddress();
  const [update] = useUpdateAddress();
  const [makeDefault] = useSetDefaultAddress();
  const [remove, { loading: deleting }] = useDeleteAddress();
  const [editing, setEditing] = useState<string | null>(null);
  const [inUse, setInUse] = useState<BookAddressFieldsFragment | null>(null);
  const [target, setTarget] = useState('');
  const addresses = data?.myAddresses ?? [];

  async function setAsDefault(a: BookAddressFieldsFragment) {
    try {
      await makeDefault({ variables: { id: a.id } });
      notify.success(t('addressBook.defaultChanged', { label: addressLabelText(a.label) }));
    } catch (e) {
      notify.error(errorMessage(e));
    }
  }

  async function deleteAddress(a: BookAddressFieldsFragment, moveDaysTo?: string) {
    try {
      await remove({ variables: { id: a.id, moveDaysTo: moveDaysTo ?? null } });
      setInUse(null);
      notify.success(t('addressBook.deleted'));
    } catch (e) {
      if (errorCode(e) === 'ADDRESS_IN_USE' && !moveDaysTo) {
        setInUse(a);
        setTarget(addresses.find((x) => x.isDefault)?.id ?? '');
      } else notify.error(errorMessage(e));
    }
  }

  let body;
  if (loading && !data) {
    body = <Skeleton height={80} />;
  } else if (error && !data) {
    body = <ErrorState message={t('addressBook.error')} onRetry={() => void refetch()} />;
  } else {
    const adding = editing === 'new' || !addresses.length;
    body = (
      <>
        {!addresses.length && <p className={styles.muted}>{t('addressBook.intro')}</p>}
        <ul className={book.list}>
          {addresses.map((a) => {
            const label = addressLabelText(a.label);
            return (
              <li key={a.id} className={book.entry}>
                {editing === a.id ? (
                  <DeliveryAddressForm
                    initialValues={deliveryAddressValues(a)}
                    initialLabel={a.label}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (input, newLabel) => {
                      await update({ variables: { id: a.id, input: { ...input, label: newLabel } } });
                      notify.success(t('addressBook.saved'));
                      setEditing(null);
                    }}
                  />
                ) : (
                  <>
                    <h3 className={book.entryHead} dir="auto">
                      {label}
                      {a.isDefault && <span className={styles.badge}>{t('addressBook.default')}</span>}
                    </h3>
                    <p className={book.line} dir="auto">
                      {addressLine(a)}
                    </p>
                    {a.instructions && (
                      <p className={`${book.line} ${styles.muted}`} dir="auto">
                        {t('addressBook.instructions')}: {a.instructions}
                      </p>
                    )}
                    <div className={styles.actions}>
                      <Button variant="outline" aria-label={t('addressBook.editNamed', { label })} onClick={() => setEditing(a.id)}>
                        {t('addressBook.edit')}
                      </Button>
                      {!a.isDefault && (
                        <>
                          <Button
                            variant="outline"
                            aria-label={t('addressBook.makeDefaultNamed', { label })}
                            onClick={() => void setAsDefault(a)}
                          >
                            {t('addressBook.makeDefault')}
                          </Button>
                          <Button
                            variant="outline"
                            aria-label={t('addressBook.deleteNamed', { label })}
                            disabled={deleting}
                            onClick={() => void deleteAddress(a)}
                          >
                            {t('addressBook.delete')}
                          </Button>
                        </>
                      )}
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {inUse && (
          <div role="group" aria-labelledby="address-in-use" className={book.question}>
            <p id="address-in-use">{t('addressBook.inUseQuestion', { label: addressLabelText(inUse.label) })}</p>
            <label htmlFor="address-move-to" className={fieldStyles.label}>
              {t('addressBook.moveTo')}
            </label>
            <div className={fieldStyles.control}>
              <select
                id="address-move-to"
                className={`${fieldStyles.input} ${fieldStyles.select}`}
                value={target}
                onChange={(e) => setTarget(e.target.value)}
              >
                {addresses
                  .filter((a) => a.id !== inUse.id)
                  .map((a) => (
                    <option key={a.id} value={a.id}>
                      {addressLabelText(a.label)}
                    </option>
                  ))}
              </select>
            </div>
            <div className={styles.actions}>
              <Button disabled={deleting || !target} onClick={() => void deleteAddress(inUse, target)}>
                {t('addressBook.moveAndDelete')}
              </Button>
              <Button variant="outline" onClick={() => setInUse(null)}>
                {t('addressBook.keep')}
              </Button>
            </div>
          </div>
        )}
        {adding ? (
          <DeliveryAddressForm
            initialValues={deliveryAddressValues(null)}
            initialLabel={addresses.length ? '' : 'Home'}
            onCancel={addresses.length ? () => setEditing(null) : undefined}
            onSubmit={async (input, label) => {
              await add({ variables: { input: { ...input, label } } });
              notify.success(t('addressBook.added'));
              setEditing(null);
            }}
          />
        ) : addresses.length < ADDRESS_BOOK_MAX ? (
          <Button variant="outline" onClick={() => setEditing('new')}>
            {t('addressBook.add')}
          </Button>
        ) : (
          <p className={styles.muted}>{t('addressBook.limit', { max: ADDRESS_BOOK_MAX })}</p>
        )}
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="address-book-title">
      <h2 id="address-book-title" className={styles.sectionTitle}>
        {t('addressBook.title')}
      </h2>
      {body}
    </section>
  );
}
