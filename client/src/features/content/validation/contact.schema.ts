import { tm } from '../../../lib/messages';
import * as yup from 'yup';
import type { ContactInput } from '../hooks/use-submit-contact';
import type { CorporateEnquiryInput } from '../hooks/use-submit-corporate-enquiry';
import { EMAIL_MAX, looksLikePhone } from './rules';

/** Limits of the server's ContactInput / CorporateEnquiryInput. */
export const CONTACT_NAME_MAX = 100;
export const COMPANY_MAX = 120;
export const CONTACT_MESSAGE_MAX = 2000;
export const TEAM_SIZE_MAX = 100_000;

/** The server's messages, so a field reads the same whichever side refused it. */
export const CONTACT_MESSAGES = {
  nameRequired: tm('content:validation.nameRequired'),
  nameTooLong: tm('content:validation.nameTooLong', { max: CONTACT_NAME_MAX }),
  companyRequired: tm('content:validation.companyRequired'),
  companyTooLong: tm('content:validation.companyTooLong', { max: COMPANY_MAX }),
  emailRequired: tm('content:validation.emailRequired'),
  emailInvalid: tm('content:validation.emailInvalid'),
  phoneRequired: tm('content:validation.phoneRequired'),
  phoneInvalid: tm('content:validation.phoneInvalid'),
  teamSize: tm('content:validation.teamSize', { max: TEAM_SIZE_MAX }),
  messageRequired: tm('content:validation.messageRequired'),
  messageTooLong: tm('content:validation.messageTooLong', { max: CONTACT_MESSAGE_MAX }),
} as const;

const M = CONTACT_MESSAGES;

const email = () => yup.string().trim().required(M.emailRequired).max(EMAIL_MAX, M.emailInvalid).email(M.emailInvalid);
const phone = () =>
  yup
    .string()
    .trim()
    .required(M.phoneRequired)
    .test('phone', M.phoneInvalid, (value) => !value || looksLikePhone(value));
const message = () => yup.string().trim().required(M.messageRequired).max(CONTACT_MESSAGE_MAX, M.messageTooLong);

/* ---------- Contact us ---------- */

export type ContactFormValues = { [K in keyof ContactInput]-?: string };

export const contactInitialValues: ContactFormValues = { name: '', email: '', phone: '', message: '' };

export const contactSchema: yup.ObjectSchema<ContactFormValues> = yup.object({
  name: yup.string().trim().required(M.nameRequired).max(CONTACT_NAME_MAX, M.nameTooLong),
  email: email(),
  phone: phone(),
  message: message(),
});

export function toContactInput(values: ContactFormValues): ContactInput {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    message: values.message.trim(),
  };
}

/* ---------- Corporate enquiry ---------- */

/** The enquiry form: the input's fields as text (team size is typed as digits). */
export type CorporateFormValues = { [K in keyof CorporateEnquiryInput]-?: string };

export const corporateInitialValues: CorporateFormValues = {
  company: '',
  contactName: '',
  email: '',
  phone: '',
  teamSize: '',
  message: '',
};

export const corporateSchema: yup.ObjectSchema<CorporateFormValues> = yup.object({
  company: yup.string().trim().required(M.companyRequired).max(COMPANY_MAX, M.companyTooLong),
  contactName: yup.string().trim().required(M.nameRequired).max(CONTACT_NAME_MAX, M.nameTooLong),
  email: email(),
  phone: phone(),
  teamSize: yup
    .string()
    .trim()
    .required(M.teamSize)
    .test('team-size', M.teamSize, (value) => {
      if (!value || !/^\d{1,6}$/.test(value)) return false;
      const n = Number(value);
      return n >= 1 && n <= TEAM_SIZE_MAX;
    }),
  message: message(),
});

export function toCorporateEnquiryInput(values: CorporateFormValues): CorporateEnquiryInput {
  return {
    company: values.company.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    teamSize: Number(values.teamSize.trim()),
    message: values.message.trim(),
  };
}
