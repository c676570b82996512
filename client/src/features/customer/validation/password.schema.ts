import * as yup from 'yup';
import { isStrongEnough } from '../../../lib/password-strength';
import { tm } from '../../../lib/messages';
import { PASSWORD_MAX, PASSWORD_MIN, PROFILE_MESSAGES as M } from './messages';

/**
 * The change-password form: the fields of the GraphQL ChangePasswordInput (the client generates no
 * type for it, as no operation uses it), sent to the REST route as current_password, password, confirm_password.
 */
export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const changePasswordSchema: yup.ObjectSchema<ChangePasswordValues> = yup.object({
  currentPassword: yup.string().required(M.currentRequired).max(PASSWORD_MAX, M.passwordLength),
  password: yup
    .string()
    .required(M.passwordRequired)
    .min(PASSWORD_MIN, M.passwordLength)
    .max(PASSWORD_MAX, M.passwordLength)
    .test('strong', tm('common:password.weak'), (value) => isStrongEnough(value)),
  confirmPassword: yup
    .string()
    .required(M.confirmRequired)
    .oneOf([yup.ref('password')], M.mismatch),
});
