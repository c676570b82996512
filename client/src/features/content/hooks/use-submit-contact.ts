import { SubmitContactDocument } from '../../../generated/graphql';
import { useMutationField } from '../../../lib/use-mutation-field';

export type { ContactInput } from '../../../generated/graphql';

/** `submitContact(input: ContactInput)`: sends the contact-us form; resolves with `{ message }`, the server's thanks. */
export function useSubmitContact() {
  return useMutationField(SubmitContactDocument, 'submitContact');
}
