import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { legalPath } from '../../../lib/legal';
import styles from './TermsAcceptance.module.css';

/**
 * Checkout's agreement to the terms and conditions in force, shown when the customer has not accepted that version
 * (a new customer, or a new version since their last checkout): a checkbox whose label links the terms and the
 * refund and cancellation policy. Pay stays disabled until it is ticked.
 */
export function TermsAcceptance({
  checked,
  onChange,
  describedBy,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation('ordering');
  const id = useId();
  return (
    <div className={styles.box}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={describedBy} />
      <label htmlFor={id}>
        <Trans
          t={t}
          i18nKey="checkout.acceptTerms"
          components={{
            terms: <Link to={legalPath('Terms')} target="_blank" rel="noopener" />,
            refunds: <Link to={legalPath('Refunds')} target="_blank" rel="noopener" />,
          }}
        />
      </label>
    </div>
  );
}
