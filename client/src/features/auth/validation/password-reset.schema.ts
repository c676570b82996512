import * as yup from 'yup';
import type { RequestPasswordResetInput, ResetPasswordInput } from '../hooks/use-password-reset';
import { tm } from '../../../lib/messages';
import { isStrongEnough } from '../../../lib/password-strength';
import { requiredEmail } from '../../../lib/field-schemas';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './messages';

export const forgotInitialValues: RequestPasswordResetInput = { email: '' };

/** Mirrors RequestPasswordResetInput. */
export const forgotSchema: yup.ObjectSchema<RequestPasswordResetInput> = yup.object({
  email: requiredEmail(MESSAGES.emailRequired, MESSAGES.emailInvalid),
});

/** The reset form: e-mail, the code (unless the link's token is used), the new password twice. */
export interface ResetFormValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Mirrors ResetPasswordInput (the same password rule as sign-up); `code` is required without a link token. */
export function resetSchema(hasToken: boolean): yup.ObjectSchema<ResetFormValues> {
  return yup.object({
    email: requiredEmail(MESSAGES.emailRequired, MESSAGES.emailInvalid),
    // formik validates '' as undefined: with the link's token the (absent) code must accept that.
    code: hasToken
      ? yup.string().ensure()
      : yup
          .string()
          .trim()
          .required(MESSAGES.codeInvalid)
          .matches(/^\d{6}$/, MESSAGES.codeInvalid),
    password: yup
      .string()
      .required(MESSAGES.passwordRequired)
      .min(PASSWORD_MIN, MESSAGES.password)
      .max(PASSWORD_MAX, MESSAGES.password)
      .test('strong', tm('common:password.weak'), (value, ctx) => isStrongEnough(value, [(ctx.parent as { email?: string }).email])),
    confirmPassword: yup
      .string()
      .required(MESSAGES.confirmRequired)
      .oneOf([yup.ref('password')], MESSAGES.passwordsMustMatch),
  });
}

/** The input sent: the link's token when there is one, else the typed code. */
export function toResetInput(values: ResetFormValues, token: string | null): ResetPasswordInput {
  return {
    email: values.email.trim().toLowerCase(),
    password: values.password,
    ...(token ? { token } : { code: values.code.trim() }),
  };
}
