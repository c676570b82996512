import * as yup from 'yup';
import type { VerifyOtpInput } from '../hooks/use-verify-otp';
import { requiredEmail } from '../../../lib/field-schemas';
import { MESSAGES } from './messages';
import { OTP_LENGTH } from '../../../lib/limits';

export { OTP_LENGTH };

/** The e-mail rule of verifyOtp and resendOtp. */
export const otpEmailSchema = requiredEmail(MESSAGES.emailRequired, MESSAGES.emailInvalid);

/** What the person types on /otp_verification; the verification token comes from the session. */
export type OtpFormValues = Omit<VerifyOtpInput, 'verificationToken'>;

/** Mirrors VerifyOtpInput's server rules. */
export const verifyOtpSchema: yup.ObjectSchema<OtpFormValues> = yup.object({
  email: otpEmailSchema,
  code: yup
    .string()
    .trim()
    .required(MESSAGES.codeInvalid)
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.codeInvalid),
});

export function toVerifyOtpInput(values: OtpFormValues, verificationToken: string): VerifyOtpInput {
  return { email: values.email.trim().toLowerCase(), code: values.code.trim(), verificationToken };
}

/** Keeps the digits of what was typed or pasted ("123 456" -> "123456"), at most OTP_LENGTH. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
