import { useQuery } from '@apollo/client/react';
import { GetProfileDetailsDocument } from '../../../generated/graphql';

/** The signed-in user with `createdAt` (member since). */
export function useProfileDetails() {
  return useQuery(GetProfileDetailsDocument, { fetchPolicy: 'cache-and-network' });
}
