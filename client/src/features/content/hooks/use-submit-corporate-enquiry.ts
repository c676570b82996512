import { SubmitCorporateEnquiryDocument } from '../../../generated/graphql';
import { useMutationField } from '../../../lib/use-mutation-field';

export type { CorporateEnquiryInput } from '../../../generated/graphql';

/** `submitCorporateEnquiry(input: CorporateEnquiryInput)`: sends the corporate enquiry; resolves with `{ message }`. */
export function useSubmitCorporateEnquiry() {
  return useMutationField(SubmitCorporateEnquiryDocument, 'submitCorporateEnquiry');
}
