import { useTranslation } from 'react-i18next';
import { Form, Formik, type FormikHelpers } from 'formik';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { errorCode, errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { useCheckDiscountCode, type DiscountCodeDetails } from '../hooks/use-discount-code';
import { DISCOUNT_MESSAGES, discountCodeSchema, type DiscountCodeValues } from '../validation/selection.schema';
import styles from './DiscountCodeBox.module.css';

interface DiscountCodeBoxProps {
  planId: string;
  duration: string;
  /** The trial ('7 Days') or a promoted plan: codes are refused, the box is replaced by a note. */
  notApplicable: boolean;
  applied: DiscountCodeDetails | null;
  /** Applying or removing is in progress (the checkout is re-priced). */
  busy: boolean;
  onApply: (details: DiscountCodeDetails) => void;
  onRemove: () => void;
  onNotApplicable: () => void;
}

const INITIAL: DiscountCodeValues = { code: '' };

/**
 * The discount code box (spec sections 4, 5, 8): trimmed; empty -> 'Please enter a discount code';
 * unknown, expired or inactive -> input cleared and 'Invalid discount code'; trial or promotional
 * plan -> 'Not applicable for trial or promotional plan.'; once applied, the code and its
 * percentage replace the input. Other failures show the server message as an error toast.
 */
export function DiscountCodeBox({
  planId,
  duration,
  notApplicable,
  applied,
  busy,
  onApply,
  onRemove,
  onNotApplicable,
}: DiscountCodeBoxProps) {
  const { t } = useTranslation('ordering');
  const check = useCheckDiscountCode();

  if (notApplicable) {
    return (
      <div className={styles.box}>
        <p className={styles.heading}>{t('discount.title')}</p>
        <p className={styles.notApplicable}>{DISCOUNT_MESSAGES.notApplicable()}</p>
      </div>
    );
  }

  if (applied) {
    return (
      <div className={styles.box}>
        <p className={styles.heading}>{t('discount.title')}</p>
        <div className={styles.applied}>
          <span className={styles.tag} aria-label={t('discount.appliedLabel', { code: applied.code, percent: applied.percentage })}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            <bdi>{applied.code}</bdi> – {t('details.off', { percent: applied.percentage })}
          </span>
          <button type="button" className={styles.remove} onClick={onRemove} disabled={busy}>
            {t('cart.remove')}
          </button>
        </div>
      </div>
    );
  }

  async function submit(values: DiscountCodeValues, helpers: FormikHelpers<DiscountCodeValues>) {
    const code = values.code.trim();
    try {
      const details = await check({ code, planId, duration });
      onApply(details);
    } catch (error) {
      switch (errorCode(error)) {
        case 'DISCOUNT_CODE_INVALID':
          helpers.resetForm({ values: { code: '' }, errors: { code: DISCOUNT_MESSAGES.invalid() }, touched: { code: true } });
          break;
        case 'DISCOUNT_NOT_APPLICABLE':
          onNotApplicable();
          break;
        case 'DISCOUNT_CODE_REQUIRED':
          helpers.setFieldError('code', DISCOUNT_MESSAGES.required());
          break;
        default:
          notify.error(errorMessage(error));
      }
    }
  }

  return (
    <div className={styles.box}>
      <Formik initialValues={INITIAL} validationSchema={discountCodeSchema} onSubmit={submit} validateOnBlur={false}>
        <Form className={styles.form} noValidate>
          <TextField
            name="code"
            label={t('discount.title')}
            placeholder={t('discount.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={styles.field}
          />
          <SubmitButton fullWidth={false} className={styles.apply} loading={busy ? true : undefined}>
            {t('discount.apply')}
          </SubmitButton>
        </Form>
      </Formik>
    </div>
  );
}
