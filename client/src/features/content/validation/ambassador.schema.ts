import { tm } from '../../../lib/messages';
import * as yup from 'yup';
import type { ApplyAmbassadorInput } from '../hooks/use-apply-ambassador';
import { requiredEmail, requiredPhone, requiredText } from '../../../lib/field-schemas';
import { isHttpUrl, looksLikePhone } from './rules';
import { AMBASSADOR_BRIEF_MAX, AMBASSADOR_COUNTRIES, AMBASSADOR_NAME_MAX } from '../../../lib/limits';

export { AMBASSADOR_BRIEF_MAX, AMBASSADOR_NAME_MAX };

export { AMBASSADOR_COUNTRIES };

const COUNTRY_VALUES: string[] = AMBASSADOR_COUNTRIES.map((c) => c.value);

/** The spec's messages (sections 5 and 8), verbatim. */
export const AMBASSADOR_MESSAGES = {
  fullNameRequired: tm('content:validation.fullNameRequired'),
  fullNameTooLong: tm('content:validation.fullNameTooLong', { max: AMBASSADOR_NAME_MAX }),
  accountURL1Required: tm('content:validation.accountURL1Required'),
  invalidUrl: tm('content:validation.invalidUrl'),
  emailRequired: tm('content:validation.emailRequired'),
  emailInvalid: tm('content:validation.emailInvalid'),
  phoneRequired: tm('content:validation.phoneRequired'),
  phoneInvalid: tm('content:validation.phoneInvalid'),
  countryRequired: tm('content:validation.countryRequired'),
  briefRequired: tm('content:validation.briefRequired'),
  briefTooLong: tm('content:validation.briefTooLong', { max: AMBASSADOR_BRIEF_MAX }),
} as const;

/** The form's values: every field of the generated `ApplyAmbassadorInput`, as text. */
export type AmbassadorFormValues = { [K in keyof ApplyAmbassadorInput]-?: string };

export const ambassadorInitialValues: AmbassadorFormValues = {
  fullName: '',
  accountURL1: '',
  accountURL2: '',
  accountURL3: '',
  email: '',
  phone: '',
  country: '',
  brief: '',
};

const M = AMBASSADOR_MESSAGES;

/**
 * An optional account URL: empty passes, anything else must be an http(s) URL. (formik hands
 * empty strings to the schema as undefined; the default turns them back into ''.)
 */
const optionalUrl = () =>
  yup
    .string()
    .default('')
    .test('url', M.invalidUrl, (value) => !value.trim() || isHttpUrl(value));

/** Spec section 5 "Ambassador application", typed against the generated input type. */
export const ambassadorSchema: yup.ObjectSchema<AmbassadorFormValues> = yup.object({
  fullName: requiredText(AMBASSADOR_NAME_MAX, M.fullNameRequired, M.fullNameTooLong),
  accountURL1: yup
    .string()
    .trim()
    .required(M.accountURL1Required)
    .test('url', M.invalidUrl, (value) => !value || isHttpUrl(value)),
  accountURL2: optionalUrl(),
  accountURL3: optionalUrl(),
  email: requiredEmail(M.emailRequired, M.emailInvalid),
  phone: requiredPhone(M.phoneRequired, M.phoneInvalid, looksLikePhone),
  country: yup.string().required(M.countryRequired).oneOf(COUNTRY_VALUES, M.countryRequired),
  brief: requiredText(AMBASSADOR_BRIEF_MAX, M.briefRequired, M.briefTooLong),
});

/** What the server receives: trimmed, e-mail lower-cased, empty optional URLs left out. */
export function toApplyAmbassadorInput(values: AmbassadorFormValues): ApplyAmbassadorInput {
  const optional = (value: string) => value.trim() || undefined;
  return {
    fullName: values.fullName.trim(),
    accountURL1: values.accountURL1.trim(),
    accountURL2: optional(values.accountURL2),
    accountURL3: optional(values.accountURL3),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    country: values.country,
    brief: values.brief.trim(),
  };
}
