import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AdminLoginDocument, type AdminLoginMutation, type LoginInput } from '../../../generated/graphql';

/**
 * `adminLogin`: the /admin sign-in; only admin and super_admin accounts succeed. `securityNotice` warns
 * of wrong passwords tried on the account since its last sign-in.
 */
export function useAdminLogin() {
  const [mutate, state] = useMutation(AdminLoginDocument);
  const adminLogin = useCallback(
    async (input: LoginInput): Promise<AdminLoginMutation['adminLogin']> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Empty response from adminLogin');
      return data.adminLogin;
    },
    [mutate],
  );
  return [adminLogin, state] as const;
}
