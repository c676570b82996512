import { Formik, type FormikHelpers } from 'formik';
import { FocusFirstError } from '../../../components/form/FocusFirstError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
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
  const [submitEnquiry] = useSubmitCorporateEnquiry();

  function submit(values: CorporateFormValues, helpers: FormikHelpers<CorporateFormValues>) {
    return submitWithFeedback(() => submitEnquiry(toCorporateEnquiryInput(values)), values, helpers);
  }

  return (
    <Formik initialValues={corporateInitialValues} validationSchema={corporateSchema} onSubmit={submit}>
      {({ handleSubmit, handleReset, isSubmitting }) => (
        <form
          className={styles.form}
          noValidate
          aria-label="Corporate enquiry"
          onReset={handleReset}
          onSubmit={(event) => {
            if (isSubmitting) event.preventDefault();
            else handleSubmit(event);
          }}
        >
          <div className={styles.grid}>
            <TextField name="company" label="Company" autoComplete="organization" />
            <TextField name="contactName" label="Contact name" autoComplete="name" />
            <TextField name="email" label="Work email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} placeholder="you@company.com" />
            <TextField name="phone" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" placeholder="050 123 4567" />
            <TextField
              name="teamSize"
              label="Team size"
              inputMode="numeric"
              normalize={digitsOnly}
              placeholder="e.g. 25"
              hint="How many people would you like to feed?"
              className={styles.full}
            />
            <TextAreaField
              name="message"
              label="Message"
              rows={5}
              counterMax={CONTACT_MESSAGE_MAX}
              placeholder="Tell us about your team: dietary needs, delivery days, budget…"
              className={styles.full}
            />
          </div>
          <SubmitButton>Send enquiry</SubmitButton>
          <FocusFirstError />
        </form>
      )}
    </Formik>
  );
}
