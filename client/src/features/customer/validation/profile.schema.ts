import { isValidPhoneNumber } from 'react-phone-number-input';
import * as yup from 'yup';
import { requiredPhone, requiredText } from '../../../lib/field-schemas';
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
  fullName: requiredText(FULL_NAME_MAX, M.nameRequired, M.nameTooLong),
  phoneNo: requiredPhone(M.phoneRequired, M.phoneInvalid, isValidPhoneNumber),
  image: yup.mixed<File>().nullable().defined(),
});
