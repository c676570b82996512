import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { QuoteDocument, type SelectionInput } from '../../../generated/graphql';
import { useDebouncedValue } from './use-debounced-value';

export type { MealCategory, QuoteFieldsFragment, SelectionInput } from '../../../generated/graphql';

/** Wait after the last change before asking for a price. */
export const QUOTE_DEBOUNCE_MS = 300;

/**
 * The live price of a selection from the server's `quote` (the one source of truth), asked
 * ~300 ms after the last change. `quote` is the answer for exactly `input` (null while that answer
 * is pending); `previous` is the last answer, to keep showing while the new one loads.
 */
export function useQuote(input: SelectionInput | null) {
  const key = input ? JSON.stringify(input) : null;
  const debouncedKey = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  const variables = useMemo(() => (debouncedKey ? { input: JSON.parse(debouncedKey) as SelectionInput } : null), [debouncedKey]);
  const result = useQuery(QuoteDocument, variables ? { variables, fetchPolicy: 'cache-first' } : skipToken);
  const settled = key !== null && key === debouncedKey && !result.loading;
  const quote = settled && !result.error ? result.data?.quote ?? null : null;
  return {
    quote,
    previous: result.data?.quote ?? result.previousData?.quote ?? null,
    error: settled ? result.error : undefined,
    loading: key !== null && !settled,
    refetch: result.refetch,
  };
}
