import { RequestPasswordResetDocument, ResetPasswordDocument } from '../../../generated/graphql';
import { useMutationField } from '../../../lib/use-mutation-field';

export type { RequestPasswordResetInput, ResetPasswordInput } from '../../../generated/graphql';

/**
 * `requestPasswordReset(input)`: e-mails a code and link; resolves with `{ message }`, the text to show (the same
 * for any address).
 */
export function useRequestPasswordReset() {
  return useMutationField(RequestPasswordResetDocument, 'requestPasswordReset');
}

/** `resetPassword(input)`: sets a new password with the e-mailed code or link token; resolves with `{ message }`. */
export function useResetPassword() {
  return useMutationField(ResetPasswordDocument, 'resetPassword');
}
