import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { buyerTrnSchema, type BuyerTrnValues } from '../validation/buyer-trn.schema';
import styles from './BuyerTrnBox.module.css';

interface BuyerTrnBoxProps {
  /** The TRN on the checkout (15 digits), or null. */
  applied: string | null;
  /** The checkout is being re-made with a new TRN. */
  busy: boolean;
  /** A checked TRN (15 digits, spaces removed): the checkout is re-made with it. */
  onApply: (trn: string) => void;
  onRemove: () => void;
}

const INITIAL: BuyerTrnValues = { buyerTrn: '' };

/**
 * The optional buyer's TRN at checkout, for a corporate customer's tax invoice: 15 digits (spaces allowed
 * while typing), else 'A TRN is 15 digits.'; once added, the TRN with a Remove button replaces the input.
 * The server checks it again and prints it on the tax invoice and any credit note.
 */
export function BuyerTrnBox({ applied, busy, onApply, onRemove }: BuyerTrnBoxProps) {
  const { t } = useTranslation('ordering');

  if (applied) {
    return (
      <div className={styles.box}>
        <p className={styles.heading}>{t('trn.title')}</p>
        <div className={styles.applied}>
          <span className={styles.tag}>{t('trn.onInvoice', { trn: applied })}</span>
          <button type="button" className={styles.remove} onClick={onRemove} disabled={busy}>
            {t('cart.remove')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.box}>
      <Formik
        initialValues={INITIAL}
        validationSchema={buyerTrnSchema}
        validateOnBlur={false}
        onSubmit={(values) => onApply(buyerTrnSchema.cast(values).buyerTrn)}
      >
        <Form className={styles.form} noValidate>
          <TextField
            name="buyerTrn"
            label={t('trn.label')}
            hint={t('trn.hint')}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={24}
            dir="ltr"
            className={styles.field}
          />
          <SubmitButton fullWidth={false} className={styles.add} loading={busy ? true : undefined}>
            {t('trn.add')}
          </SubmitButton>
        </Form>
      </Formik>
    </div>
  );
}
