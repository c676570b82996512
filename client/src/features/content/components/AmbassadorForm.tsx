import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { legalPath } from '../../../lib/legal';
import { Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { FocusFirstError } from '../../../components/form/FocusFirstError';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { EmailField } from '../../../components/form/EmailField';
import { TextField } from '../../../components/form/TextField';
import { UrlField } from '../../../components/form/UrlField';
import { TelField } from '../../../components/form/TelField';
import { errorMessage } from '../../../lib/graphql-errors';
import { isHttpError } from '../../../lib/rest';
import { notify } from '../../../lib/toast';
import { useApplyAmbassador } from '../hooks/use-apply-ambassador';
import { serverFieldErrors } from '../utils/form-errors';
import {
  AMBASSADOR_BRIEF_MAX,
  AMBASSADOR_COUNTRIES,
  ambassadorInitialValues,
  ambassadorSchema,
  toApplyAmbassadorInput,
  type AmbassadorFormValues,
} from '../validation/ambassador.schema';
import styles from './ContentForm.module.css';

/**
 * The Apply as Ambassador form (spec sections 3, 4, 5, 8). Idle -> submitting (button disabled with
 * a spinner; a second submit is ignored) -> success: the server's message as a success toast and
 * the form reset; failure: the server's `data.message` as an error toast, input kept.
 */
export function AmbassadorForm() {
  const apply = useApplyAmbassador();
  // formik's isSubmitting flips only after a render; the ref stops a second submit at once.
  const inFlight = useRef(false);
  const { t } = useTranslation('content');
  const [pending, setPending] = useState(false);

  async function submit(values: AmbassadorFormValues, helpers: FormikHelpers<AmbassadorFormValues>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      const message = await apply(toApplyAmbassadorInput(values));
      notify.success(message);
      helpers.resetForm();
    } catch (error) {
      const fields = serverFieldErrors(error, values);
      if (fields) helpers.setErrors(fields);
      notify.error(isHttpError(error) ? error.message : errorMessage(error));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <Formik initialValues={ambassadorInitialValues} validationSchema={ambassadorSchema} onSubmit={submit}>
      {({ handleSubmit, handleReset, isSubmitting }) => {
        const busy = pending || isSubmitting;
        return (
          <form
            className={styles.form}
            noValidate
            aria-label={t('ambassador.apply')}
            aria-busy={busy || undefined}
            onReset={handleReset}
            onSubmit={(event) => {
              if (inFlight.current || busy) {
                event.preventDefault();
                return;
              }
              handleSubmit(event);
            }}
          >
            <div className={styles.grid}>
              <TextField name="fullName" label={t('forms.fullName')} autoComplete="name" />
              <EmailField name="email" label={t('forms.email')} />
              <TelField name="phone" label={t('forms.phone')} placeholder="+1 415 555 0134" hint={t('forms.countryCode')} />
              <SelectField
                name="country"
                label={t('forms.country')}
                options={AMBASSADOR_COUNTRIES.map((c) => ({ value: c.value, label: t(`countries.${c.value}`) }))}
                placeholder={t('forms.countryPlaceholder')}
              />
              <UrlField name="accountURL1" label={t('forms.url1')} placeholder="https://instagram.com/yourname" className={styles.full} />
              <UrlField name="accountURL2" label={t('forms.url2')} />
              <UrlField name="accountURL3" label={t('forms.url3')} />
              <TextAreaField
                name="brief"
                label={t('forms.brief', { max: AMBASSADOR_BRIEF_MAX })}
                counterMax={AMBASSADOR_BRIEF_MAX}
                placeholder={t('forms.briefPlaceholder')}
                className={styles.full}
              />
            </div>
            <SubmitButton loading={busy}>{t('forms.submitApplication')}</SubmitButton>
            <p className={styles.footnote}>
              <Trans
                t={t}
                i18nKey="forms.ambassadorFooter"
                components={{ privacy: <Link to={legalPath('Privacy')} />, terms: <Link to={legalPath('Terms')} /> }}
              />
            </p>
            <FocusFirstError />
          </form>
        );
      }}
    </Formik>
  );
}
