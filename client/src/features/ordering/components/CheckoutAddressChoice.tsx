import { useTranslation } from 'react-i18next';
import { addressLabelText } from '../../../lib/delivery-address';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { useCheckoutAddresses, useChooseCheckoutAddress } from '../hooks/use-checkout-addresses';
import fieldStyles from '../../../components/form/Field.module.css';
import styles from '../pages/OrderingPages.module.css';

/**
 * Checkout's "Deliver to": with two or more addresses in the book, the customer picks which one is the default (the
 * plan delivers there on every day without a weekday rule or a move of its own). Nothing shows with one address.
 */
export function CheckoutAddressChoice() {
  const { t } = useTranslation('ordering');
  const { data } = useCheckoutAddresses();
  const [choose, { loading }] = useChooseCheckoutAddress();
  const addresses = data?.myAddresses ?? [];
  const current = addresses.find((a) => a.isDefault);
  if (addresses.length < 2 || !current) return null;

  async function pick(id: string) {
    try {
      const { data: chosen } = await choose({ variables: { id } });
      const label = chosen?.setDefaultAddress.find((a) => a.isDefault)?.label ?? '';
      notify.success(t('address.chosen', { label: addressLabelText(label) }));
    } catch (e) {
      notify.error(errorMessage(e));
    }
  }

  return (
    <div className={styles.addressChoice}>
      <label htmlFor="checkout-address-choice" className={fieldStyles.label}>
        {t('address.deliverTo')}
      </label>
      <div className={fieldStyles.control}>
        <select
          id="checkout-address-choice"
          className={`${fieldStyles.input} ${fieldStyles.select}`}
          value={current.id}
          disabled={loading}
          aria-describedby="checkout-address-choice-hint"
          onChange={(e) => void pick(e.target.value)}
        >
          {addresses.map((a) => (
            <option key={a.id} value={a.id}>
              {addressLabelText(a.label)}
            </option>
          ))}
        </select>
      </div>
      <p id="checkout-address-choice-hint" className={styles.muted}>
        {t('address.deliverToHint')}
      </p>
    </div>
  );
}
