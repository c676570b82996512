import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreateAdminInput } from '../hooks/use-admin-operations';

export type AdminFormValues = CreateAdminInput;

const shape = {
  fullName: yup.string().trim().required(m('fullNameRequired')),
  email: yup.string().trim().required(m('emailRequired')).email(m('emailInvalid')),
  phoneNo: yup.string().trim().required(m('phoneRequired')),
  password: yup
    .string()
    .required(m('passwordRequired'))
    .min(8, m('passwordMin'))
    .matches(/[A-Z]/, m('passwordUpper'))
    .matches(/[a-z]/, m('passwordLower'))
    .matches(/\d/, m('passwordDigit')),
} satisfies Record<keyof CreateAdminInput, yup.Schema>;

export const adminSchema = yup.object(shape);
