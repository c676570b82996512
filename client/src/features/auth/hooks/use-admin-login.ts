import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AdminLoginDocument, type LoginInput } from '../../../generated/graphql';
import type { AuthResult } from './use-login';

/** `adminLogin`: the /admin sign-in; only admin and super_admin accounts succeed. */
export function useAdminLogin() {
  const [mutate, state] = useMutation(AdminLoginDocument);
  const adminLogin = useCallback(
    async (input: LoginInput): Promise<AuthResult> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Empty response from adminLogin');
      return data.adminLogin;
    },
    [mutate],
  );
  return [adminLogin, state] as const;
}
