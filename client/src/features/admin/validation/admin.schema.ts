import * as yup from 'yup';
import type { CreateAdminInput } from '../../../generated/graphql';

export type AdminFormValues = CreateAdminInput;

const shape = {
  fullName: yup.string().trim().required('Full name is required'),
  email: yup.string().trim().required('Email is required').email('Invalid email address'),
  phoneNo: yup.string().trim().required('Phone number is required'),
  password: yup.string().required('Password is required').min(8, 'Password must be at least 8 characters')
    .matches(/[A-Z]/, 'Password needs an upper-case letter').matches(/[a-z]/, 'Password needs a lower-case letter').matches(/\d/, 'Password needs a digit'),
} satisfies Record<keyof CreateAdminInput, yup.Schema>;

export const adminSchema = yup.object(shape);
