import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { DiscountCodeDocument, type DiscountCodeCheckInput, type DiscountCodeQuery } from '../../../generated/graphql';

export type { DiscountCodeCheckInput } from '../../../generated/graphql';

export type DiscountCodeDetails = DiscountCodeQuery['discountCode'];

/**
 * `discountCode`: checks a code for the selection (spec sections 4, 5, 8). Rejects with the server
 * error: DISCOUNT_CODE_REQUIRED, DISCOUNT_NOT_APPLICABLE or DISCOUNT_CODE_INVALID.
 */
export function useCheckDiscountCode() {
  const client = useApolloClient();
  return useCallback(
    async (input: DiscountCodeCheckInput): Promise<DiscountCodeDetails> => {
      const { data } = await client.query({ query: DiscountCodeDocument, variables: { input }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('Empty response from discountCode');
      return data.discountCode;
    },
    [client],
  );
}
