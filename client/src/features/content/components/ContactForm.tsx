import { useTranslation } from 'react-i18next';
import { Formik, type FormikHelpers } from 'formik';
import { FocusFirstError } from '../../../components/form/FocusFirstError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { EmailField } from '../../../components/form/EmailField';
import { TextField } from '../../../components/form/TextField';
import { TelField } from '../../../components/form/TelField';
import { useSubmitContact } from '../hooks/use-submit-contact';
import { submitWithFeedback } from '../utils/form-errors';
import {
  CONTACT_MESSAGE_MAX,
  contactInitialValues,
  contactSchema,
  toContactInput,
  type ContactFormValues,
} from '../validation/contact.schema';
import styles from './ContentForm.module.css';

/**
 * The contact-us form -> `submitContact`. Success: the server's message as a success toast and a
 * reset; failure: field messages on their fields, anything else as an error toast (input kept).
 */
export function ContactForm() {
  const { t } = useTranslation('content');
  const [submitContact] = useSubmitContact();

  function submit(values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) {
    return submitWithFeedback(async () => (await submitContact(toContactInput(values))).message, values, helpers);
  }

  return (
    <Formik initialValues={contactInitialValues} validationSchema={contactSchema} onSubmit={submit}>
      {({ handleSubmit, handleReset, isSubmitting }) => (
        <form
          className={styles.form}
          noValidate
          aria-label={t('contact.pageTitle')}
          onReset={handleReset}
          onSubmit={(event) => {
            if (isSubmitting) event.preventDefault();
            else handleSubmit(event);
          }}
        >
          <div className={styles.grid}>
            <TextField name="name" label={t('forms.yourName')} autoComplete="name" className={styles.full} />
            <EmailField name="email" label={t('forms.email')} />
            <TelField name="phone" label={t('forms.phone')} placeholder="050 123 4567" />
            <TextAreaField
              name="message"
              label={t('forms.message')}
              rows={5}
              counterMax={CONTACT_MESSAGE_MAX}
              placeholder={t('forms.messagePlaceholder')}
              className={styles.full}
            />
          </div>
          <SubmitButton>{t('forms.sendMessage')}</SubmitButton>
          <FocusFirstError />
        </form>
      )}
    </Formik>
  );
}
