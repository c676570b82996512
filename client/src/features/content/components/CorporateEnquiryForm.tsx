import { useTranslation } from 'react-i18next';
import { Formik, type FormikHelpers } from 'formik';
import { FocusFirstError } from '../../../components/form/FocusFirstError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { EmailField } from '../../../components/form/EmailField';
import { TextField } from '../../../components/form/TextField';
import { TelField } from '../../../components/form/TelField';
import { useSubmitCorporateEnquiry } from '../hooks/use-submit-corporate-enquiry';
import { submitWithFeedback } from '../utils/form-errors';
import {
  CONTACT_MESSAGE_MAX,
  corporateInitialValues,
  corporateSchema,
  toCorporateEnquiryInput,
  type CorporateFormValues,
} from '../validation/contact.schema';
import styles from './ContentForm.module.css';

/** Digits only (team size). */
const digitsOnly = (value: string) => value.replace(/\D+/g, '').slice(0, 6);

/**
 * The corporate enquiry form -> `submitCorporateEnquiry`. Success: the server's message as a
 * success toast and a reset; failure: field messages on their fields, otherwise an error toast.
 */
export function CorporateEnquiryForm() {
  const { t } = useTranslation('content');
  const [submitEnquiry] = useSubmitCorporateEnquiry();

  function submit(values: CorporateFormValues, helpers: FormikHelpers<CorporateFormValues>) {
    return submitWithFeedback(async () => (await submitEnquiry(toCorporateEnquiryInput(values))).message, values, helpers);
  }

  return (
    <Formik initialValues={corporateInitialValues} validationSchema={corporateSchema} onSubmit={submit}>
      {({ handleSubmit, handleReset, isSubmitting }) => (
        <form
          className={styles.form}
          noValidate
          aria-label={t('forms.corporateEnquiry')}
          onReset={handleReset}
          onSubmit={(event) => {
            if (isSubmitting) event.preventDefault();
            else handleSubmit(event);
          }}
        >
          <div className={styles.grid}>
            <TextField name="company" label={t('forms.company')} autoComplete="organization" />
            <TextField name="contactName" label={t('forms.contactName')} autoComplete="name" />
            <EmailField name="email" label={t('forms.workEmail')} placeholder="you@company.com" />
            <TelField name="phone" label={t('forms.phone')} placeholder="050 123 4567" />
            <TextField
              name="teamSize"
              label={t('forms.teamSize')}
              inputMode="numeric"
              normalize={digitsOnly}
              placeholder={t('forms.teamSizePlaceholder')}
              hint={t('forms.teamSizeHint')}
              className={styles.full}
            />
            <TextAreaField
              name="message"
              label={t('forms.message')}
              rows={5}
              counterMax={CONTACT_MESSAGE_MAX}
              placeholder={t('forms.corporatePlaceholder')}
              className={styles.full}
            />
          </div>
          <SubmitButton>{t('forms.sendEnquiry')}</SubmitButton>
          <FocusFirstError />
        </form>
      )}
    </Formik>
  );
}
