import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LoginDocument, type LoginInput, type LoginMutation } from '../../../generated/graphql';

export type { LoginInput } from '../../../generated/graphql';

/** A signed-in session as the auth mutations return it. */
export type AuthResult = LoginMutation['login'];

/** `login`: signs in with e-mail or phone number and password. */
export function useLogin() {
  const [mutate, state] = useMutation(LoginDocument);
  const login = useCallback(
    async (input: LoginInput): Promise<AuthResult> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Empty response from login');
      return data.login;
    },
    [mutate],
  );
  return [login, state] as const;
}
