import { VerifyOtpDocument } from '../../../generated/graphql';
import { useMutationField } from '../../../lib/use-mutation-field';

export type { VerifyOtpInput } from '../../../generated/graphql';

/** `verifyOtp(input: VerifyOtpInput)`: activates the account with its code and resolves with a session (`AuthResult`). */
export function useVerifyOtp() {
  return useMutationField(VerifyOtpDocument, 'verifyOtp');
}
