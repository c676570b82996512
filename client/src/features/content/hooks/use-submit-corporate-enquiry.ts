import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SubmitCorporateEnquiryDocument, type CorporateEnquiryInput } from '../../../generated/graphql';

export type { CorporateEnquiryInput } from '../../../generated/graphql';

/** `submitCorporateEnquiry`: sends the corporate enquiry; resolves with the server's message. */
export function useSubmitCorporateEnquiry() {
  const [mutate, state] = useMutation(SubmitCorporateEnquiryDocument);
  const submit = useCallback(
    async (input: CorporateEnquiryInput): Promise<string> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Empty response from submitCorporateEnquiry');
      return data.submitCorporateEnquiry.message;
    },
    [mutate],
  );
  return [submit, state] as const;
}
