import { skipToken, useQuery } from '@apollo/client/react';
import { QuoteDocument, type SelectionInput } from '../../../generated/graphql';
import { useDebouncedValue } from './use-debounced-value';

export type { MealCategory, QuoteFieldsFragment, SelectionInput } from '../../../generated/graphql';

/** Wait after the last change before asking for a price. */
const QUOTE_DEBOUNCE_MS = 300;

/**
 * The live price of a selection from the server's `quote` (the one source of truth), asked
 * ~300 ms after the last change. The query's variables are the input itself (Apollo compares them by
 * value and caches an answer per input); pass an input whose identity changes only when the
 * selection does (memoised). `quote` is the answer for exactly `input` (null while that answer is
 * pending or refused); `previous` is the last answer, to keep showing while the new one loads.
 */
export function useQuote(input: SelectionInput | null) {
  const debounced = useDebouncedValue(input, QUOTE_DEBOUNCE_MS);
  const result = useQuery(QuoteDocument, debounced ? { variables: { input: debounced }, fetchPolicy: 'cache-first' } : skipToken);
  const settled = input !== null && input === debounced && !result.loading;
  return {
    quote: settled && !result.error ? (result.data?.quote ?? null) : null,
    previous: result.data?.quote ?? result.previousData?.quote ?? null,
    error: settled ? result.error : undefined,
    loading: input !== null && !settled,
  };
}
