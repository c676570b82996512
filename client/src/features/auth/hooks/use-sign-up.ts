import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SignUpDocument, type SignUpInput, type SignUpMutation } from '../../../generated/graphql';

export type { SignUpInput } from '../../../generated/graphql';

export type OtpSent = SignUpMutation['signUp'];

/** `signUp`: creates an unverified account and e-mails a 6-digit code. Rejects with the Apollo error. */
export function useSignUp() {
  const [mutate, state] = useMutation(SignUpDocument);
  const signUp = useCallback(
    async (input: SignUpInput): Promise<OtpSent> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Empty response from signUp');
      return data.signUp;
    },
    [mutate],
  );
  return [signUp, state] as const;
}
