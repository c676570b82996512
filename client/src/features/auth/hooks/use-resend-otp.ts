import { ResendOtpDocument } from '../../../generated/graphql';
import { useMutationField } from '../../../lib/use-mutation-field';

/** `resendOtp(input: ResendOtpInput)`: sends a fresh code to a pending account (at most once per 60 s). */
export function useResendOtp() {
  return useMutationField(ResendOtpDocument, 'resendOtp');
}
