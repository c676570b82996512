import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  RequestPasswordResetDocument, ResetPasswordDocument, type RequestPasswordResetInput, type ResetPasswordInput,
} from '../../../generated/graphql';

export type { RequestPasswordResetInput, ResetPasswordInput } from '../../../generated/graphql';

/** `requestPasswordReset`: e-mails a code and link; resolves with the message to show (same for any address). */
export function useRequestPasswordReset() {
  const [mutate, state] = useMutation(RequestPasswordResetDocument);
  const request = useCallback(async (input: RequestPasswordResetInput): Promise<string> => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('Empty response from requestPasswordReset');
    return data.requestPasswordReset.message;
  }, [mutate]);
  return [request, state] as const;
}

/** `resetPassword`: sets a new password with the e-mailed code or link token; resolves with the message. */
export function useResetPassword() {
  const [mutate, state] = useMutation(ResetPasswordDocument);
  const reset = useCallback(async (input: ResetPasswordInput): Promise<string> => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('Empty response from resetPassword');
    return data.resetPassword.message;
  }, [mutate]);
  return [reset, state] as const;
}
