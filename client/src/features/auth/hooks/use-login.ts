import { LoginDocument, type LoginMutation } from '../../../generated/graphql';
import { useMutationField } from '../../../lib/use-mutation-field';

export type { LoginInput } from '../../../generated/graphql';

/** A signed-in session as the auth mutations return it. */
export type AuthResult = LoginMutation['login'];

/** `login(input: LoginInput)`: signs in with e-mail or phone number and password; resolves with the session. */
export function useLogin() {
  return useMutationField(LoginDocument, 'login');
}
