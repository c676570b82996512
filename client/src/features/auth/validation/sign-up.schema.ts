import * as yup from 'yup';
import type { SignUpInput } from '../hooks/use-sign-up';
import { tm } from '../../../lib/messages';
import { isStrongEnough } from '../../../lib/password-strength';
import { phoneAsSent, requiredEmail, requiredPhone, requiredText } from '../../../lib/field-schemas';
import { FULL_NAME_MAX, looksLikePhone, MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './messages';

/** The sign-up form: the `signUp` input (without the accepted versions, added on sending) plus a confirmation and the agreement box. */
export type SignUpFormValues = Omit<SignUpInput, 'acceptedLegal'> & { confirmPassword: string; acceptTerms: boolean };

export const signUpInitialValues: SignUpFormValues = {
  fullName: '',
  email: '',
  phoneNo: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** Mirrors SignUpInput's server rules and messages; typed against the generated input type. */
export const signUpSchema: yup.ObjectSchema<SignUpFormValues> = yup.object({
  fullName: requiredText(FULL_NAME_MAX, MESSAGES.fullNameRequired, MESSAGES.fullNameTooLong),
  email: requiredEmail(MESSAGES.emailRequired, MESSAGES.emailInvalid),
  phoneNo: requiredPhone(MESSAGES.phoneRequired, MESSAGES.phoneInvalid, looksLikePhone),
  password: yup
    .string()
    .required(MESSAGES.password)
    .min(PASSWORD_MIN, MESSAGES.password)
    .max(PASSWORD_MAX, MESSAGES.password)
    .test('strong', tm('common:password.weak'), (value, ctx) =>
      isStrongEnough(value, [(ctx.parent as { email?: string }).email, (ctx.parent as { fullName?: string }).fullName]),
    ),
  confirmPassword: yup
    .string()
    .required(MESSAGES.confirmRequired)
    .oneOf([yup.ref('password')], MESSAGES.passwordsMustMatch),
  acceptTerms: yup.boolean().required().oneOf([true], MESSAGES.acceptTerms),
});

/**
 * The values sent to the server: trimmed, e-mail lower-cased, without the confirmation, with the versions of the
 * terms and the privacy policy the form showed (`accepted`), which the ticked box agreed to.
 */
export function toSignUpInput(values: SignUpFormValues, accepted: SignUpInput['acceptedLegal'] = []): SignUpInput {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim().toLowerCase(),
    phoneNo: phoneAsSent(values.phoneNo),
    password: values.password,
    ...(accepted?.length ? { acceptedLegal: accepted } : {}),
  };
}
