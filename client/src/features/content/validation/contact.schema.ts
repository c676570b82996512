import { tm } from '../../../lib/messages';
import * as yup from 'yup';
import type { ContactInput } from '../hooks/use-submit-contact';
import type { CorporateEnquiryInput } from '../hooks/use-submit-corporate-enquiry';
import { phoneAsSent, requiredEmail, requiredPhone, requiredText } from '../../../lib/field-schemas';
import { looksLikePhone } from './rules';
import { COMPANY_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, TEAM_SIZE_MAX } from '../../../lib/limits';

/** Limits of the server's ContactInput / CorporateEnquiryInput. */
export { COMPANY_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, TEAM_SIZE_MAX };

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

const email = () => requiredEmail(M.emailRequired, M.emailInvalid);
const phone = () => requiredPhone(M.phoneRequired, M.phoneInvalid, looksLikePhone);
const message = () => requiredText(CONTACT_MESSAGE_MAX, M.messageRequired, M.messageTooLong);

/* ---------- Contact us ---------- */

export type ContactFormValues = { [K in keyof ContactInput]-?: string };

export const contactInitialValues: ContactFormValues = { name: '', email: '', phone: '', message: '' };

export const contactSchema: yup.ObjectSchema<ContactFormValues> = yup.object({
  name: requiredText(CONTACT_NAME_MAX, M.nameRequired, M.nameTooLong),
  email: email(),
  phone: phone(),
  message: message(),
});

export function toContactInput(values: ContactFormValues): ContactInput {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: phoneAsSent(values.phone),
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
  company: requiredText(COMPANY_MAX, M.companyRequired, M.companyTooLong),
  contactName: requiredText(CONTACT_NAME_MAX, M.nameRequired, M.nameTooLong),
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
    phone: phoneAsSent(values.phone),
    teamSize: Number(values.teamSize.trim()),
    message: values.message.trim(),
  };
}
