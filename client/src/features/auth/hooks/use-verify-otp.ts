import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { VerifyOtpDocument, type VerifyOtpInput } from '../../../generated/graphql';
import type { AuthResult } from './use-login';

export type { VerifyOtpInput } from '../../../generated/graphql';

/** `verifyOtp`: activates the account with its code and returns a session. */
export function useVerifyOtp() {
  const [mutate, state] = useMutation(VerifyOtpDocument);
  const verifyOtp = useCallback(
    async (input: VerifyOtpInput): Promise<AuthResult> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Empty response from verifyOtp');
      return data.verifyOtp;
    },
    [mutate],
  );
  return [verifyOtp, state] as const;
}
