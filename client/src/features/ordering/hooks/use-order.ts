import { skipToken, useQuery } from '@apollo/client/react';
import { OrderDocument } from '../../../generated/graphql';

/** `order(id)`: one of the caller's orders; skipped without an id. */
export function useOrder(id: string | null) {
  return useQuery(OrderDocument, id ? { variables: { id } } : skipToken);
}
