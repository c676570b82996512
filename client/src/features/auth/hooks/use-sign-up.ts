import { SignUpDocument, type SignUpMutation } from '../../../generated/graphql';
import { useMutationField } from '../../../lib/use-mutation-field';

export type { SignUpInput } from '../../../generated/graphql';

export type OtpSent = SignUpMutation['signUp'];

/** `signUp(input: SignUpInput)`: creates an unverified account and e-mails a 6-digit code. Rejects with the Apollo error. */
export function useSignUp() {
  return useMutationField(SignUpDocument, 'signUp');
}
