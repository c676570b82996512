import { skipToken, useQuery } from '@apollo/client/react';
import { LegalDocumentDocument } from '../../../generated/graphql';
import type { LegalKindName } from '../../../lib/legal';

export type { LegalDocumentQuery } from '../../../generated/graphql';

/** `legalDocument` (the version in force, or `version`) and `legalVersions` of one legal page, in the page's language. */
export function useLegalDocument(kind: LegalKindName | null, version: number | null) {
  return useQuery(LegalDocumentDocument, kind ? { variables: { kind, version } } : skipToken);
}
