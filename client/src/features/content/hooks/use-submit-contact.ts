import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SubmitContactDocument, type ContactInput } from '../../../generated/graphql';

export type { ContactInput } from '../../../generated/graphql';

/** `submitContact`: sends the contact-us form; resolves with the server's thank-you message. */
export function useSubmitContact() {
  const [mutate, state] = useMutation(SubmitContactDocument);
  const submit = useCallback(
    async (input: ContactInput): Promise<string> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Empty response from submitContact');
      return data.submitContact.message;
    },
    [mutate],
  );
  return [submit, state] as const;
}
