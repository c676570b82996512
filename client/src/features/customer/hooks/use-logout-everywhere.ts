import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LogoutEverywhereDocument } from '../../../generated/graphql';

/** `logoutEverywhere`: signs out every session of the caller's account, this one included. */
export function useLogoutEverywhere() {
  const [mutate, state] = useMutation(LogoutEverywhereDocument);
  const logoutEverywhere = useCallback(async (): Promise<void> => {
    await mutate();
  }, [mutate]);
  return [logoutEverywhere, state] as const;
}
