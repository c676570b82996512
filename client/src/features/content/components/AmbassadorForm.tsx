import { Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { FocusFirstError } from '../../../components/form/FocusFirstError';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/apollo-client';
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

export const AMBASSADOR_FORM_FOOTER = 'By submitting you agree to our privacy policy and terms and conditions.';

/**
 * The Apply as Ambassador form (spec sections 3, 4, 5, 8). Idle -> submitting (button disabled with
 * a spinner; a second submit is ignored) -> success: the server's message as a success toast and
 * the form reset; failure: the server's `data.message` as an error toast, input kept.
 */
export function AmbassadorForm() {
  const apply = useApplyAmbassador();
  // formik's isSubmitting flips only after a render; the ref stops a second submit at once.
  const inFlight = useRef(false);
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
            aria-label="Apply as Ambassador"
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
              <TextField name="fullName" label="Full name" autoComplete="name" />
              <TextField name="email" label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} placeholder="you@example.com" />
              <TextField name="phone" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" placeholder="+1 415 555 0134" hint="Include your country code." />
              <SelectField name="country" label="Country" options={AMBASSADOR_COUNTRIES} placeholder="Select your country" />
              <TextField
                name="accountURL1"
                label="Account URL 1"
                type="url"
                inputMode="url"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="https://instagram.com/yourname"
                className={styles.full}
              />
              <TextField name="accountURL2" label="Account URL 2 (optional)" type="url" inputMode="url" autoCapitalize="none" spellCheck={false} placeholder="https://" />
              <TextField name="accountURL3" label="Account URL 3 (optional)" type="url" inputMode="url" autoCapitalize="none" spellCheck={false} placeholder="https://" />
              <TextAreaField
                name="brief"
                label={`Brief (max ${AMBASSADOR_BRIEF_MAX} characters)`}
                counterMax={AMBASSADOR_BRIEF_MAX}
                placeholder="Tell us about your audience and why you would love to share FreshFuel."
                className={styles.full}
              />
            </div>
            <SubmitButton loading={busy}>Submit application</SubmitButton>
            <p className={styles.footnote}>{AMBASSADOR_FORM_FOOTER}</p>
            <FocusFirstError />
          </form>
        );
      }}
    </Formik>
  );
}
