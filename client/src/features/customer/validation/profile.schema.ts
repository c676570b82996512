import { isValidPhoneNumber } from 'react-phone-number-input';
import * as yup from 'yup';
import { FULL_NAME_MAX, PROFILE_MESSAGES as M } from './messages';

/**
 * The edit-profile form: the GraphQL UpdateProfileInput's name and phone (full_name, phone_no on the
 * REST route) plus a picked image file.
 */
export interface EditProfileValues {
  fullName: string;
  phoneNo: string;
  image: File | null;
}

export const editProfileSchema: yup.ObjectSchema<EditProfileValues> = yup.object({
  fullName: yup.string().trim().required(M.nameRequired).max(FULL_NAME_MAX, M.nameTooLong),
  phoneNo: yup
    .string()
    .trim()
    .required(M.phoneRequired)
    .test('phone', M.phoneInvalid, (value) => !value || isValidPhoneNumber(value)),
  image: yup.mixed<File>().nullable().defined(),
});
