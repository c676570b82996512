import { useQuery } from '@apollo/client/react';
import { CurrentLegalVersionsDocument, MyTermsStatusDocument } from '../../generated/graphql';
import type { LegalKindName } from '../legal';

/** A legal page's version in force. */
export interface LegalVersion {
  kind: LegalKindName;
  version: number;
}

/**
 * The version in force of each legal page (`currentLegalVersions`): what the sign-up form and the checkout
 * send back as accepted. `versionOf(kind)` is null until it has answered.
 */
export function useCurrentLegalVersions() {
  const { data, loading, error, refetch } = useQuery(CurrentLegalVersionsDocument, { fetchPolicy: 'cache-and-network' });
  const versions = data?.currentLegalVersions ?? [];
  const versionOf = (kind: LegalKindName): number | null => versions.find((v) => v.kind === kind)?.version ?? null;
  return { versions, versionOf, loading, error, refetch };
}

/** Whether the signed-in customer must accept the terms in force before paying (`myTermsStatus`). */
export function useMyTermsStatus(skip = false) {
  const { data, loading, error, refetch } = useQuery(MyTermsStatusDocument, { fetchPolicy: 'network-only', skip });
  return { status: data?.myTermsStatus ?? null, loading, error, refetch };
}
