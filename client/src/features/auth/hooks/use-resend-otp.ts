import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ResendOtpDocument, type ResendOtpInput, type ResendOtpMutation } from '../../../generated/graphql';

/** `resendOtp`: sends a fresh code to a pending account (at most once per 60 s). */
export function useResendOtp() {
  const [mutate, state] = useMutation(ResendOtpDocument);
  const resendOtp = useCallback(
    async (input: ResendOtpInput): Promise<ResendOtpMutation['resendOtp']> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Empty response from resendOtp');
      return data.resendOtp;
    },
    [mutate],
  );
  return [resendOtp, state] as const;
}
