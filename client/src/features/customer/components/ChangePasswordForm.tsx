import { useTranslation } from 'react-i18next';
import { Form, Formik } from 'formik';
import { FocusFirstError, FormPasswordStrength, PasswordField } from '../../../components/form';
import { changePasswordSchema, type ChangePasswordValues } from '../validation/password.schema';
import { reportingSubmit } from '../utils/submitting';

export const CHANGE_PASSWORD_FORM_ID = 'change-password-form';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  onSubmit: (values: ChangePasswordValues) => Promise<void>;
  onSubmittingChange?: (submitting: boolean) => void;
}

/** Current password, new password and its confirmation; submitted by the modal's Save button. */
export function ChangePasswordForm({ onSubmit, onSubmittingChange }: ChangePasswordFormProps) {
  const { t } = useTranslation('customer');
  return (
    <Formik<ChangePasswordValues>
      initialValues={EMPTY}
      validationSchema={changePasswordSchema}
      onSubmit={reportingSubmit(onSubmit, onSubmittingChange)}
    >
      <Form id={CHANGE_PASSWORD_FORM_ID} noValidate>
        <FocusFirstError />
        <PasswordField name="currentPassword" label={t('password.current')} autoComplete="current-password" data-autofocus />
        <PasswordField name="password" label={t('password.new')} autoComplete="new-password" hint={t('password.hint')} />
        <FormPasswordStrength name="password" />
        <PasswordField name="confirmPassword" label={t('password.confirm')} autoComplete="new-password" />
      </Form>
    </Formik>
  );
}
