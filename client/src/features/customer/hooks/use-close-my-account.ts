import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CloseMyAccountDocument, type CloseMyAccountMutation } from '../../../generated/graphql';

export type AccountClosure = CloseMyAccountMutation['closeMyAccount'];

/**
 * `closeMyAccount(password)`: closes the caller's account (running plans cancelled by the cancellation policy,
 * personal data erased, every session signed out). @throws the server's error (WRONG_PASSWORD, RATE_LIMITED).
 */
export function useCloseMyAccount() {
  const [mutate, state] = useMutation(CloseMyAccountDocument);
  const closeMyAccount = useCallback(
    async (password: string): Promise<AccountClosure> => {
      const { data } = await mutate({ variables: { password } });
      if (!data) throw new Error('Empty response from closeMyAccount');
      return data.closeMyAccount;
    },
    [mutate],
  );
  return [closeMyAccount, state] as const;
}
