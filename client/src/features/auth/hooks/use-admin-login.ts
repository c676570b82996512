import { AdminLoginDocument } from '../../../generated/graphql';
import { useMutationField } from '../../../lib/use-mutation-field';

/**
 * `adminLogin(input: LoginInput)`: the /admin sign-in; only admin and super_admin accounts succeed. `securityNotice`
 * warns of wrong passwords tried on the account since its last sign-in. Returns `[adminLogin, state]`.
 */
export function useAdminLogin() {
  return useMutationField(AdminLoginDocument, 'adminLogin');
}
