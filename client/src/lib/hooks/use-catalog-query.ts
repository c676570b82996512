import type { ApolloClient, ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDemandClient } from '../apollo-on-demand';
import { islandAnswer } from '../catalog-island';

/** What {@link useCatalogQuery} gives: Apollo's answer (or the page's embedded one), its error, and a retry. */
export interface CatalogQueryResult<TData> {
  data: TData | undefined;
  error: ErrorLike | undefined;
  loading: boolean;
  /** Asks again (after an error: the retry button of an error state). */
  refetch: () => void;
}

interface Answer<TData> {
  key: string;
  data?: TData;
  error?: ErrorLike;
}

/**
 * A public catalog query (plans, meals, promotions, site settings, hero images: the same for every visitor) for parts
 * of the page that render before Apollo has loaded: the navbar's banner, the footer, the landing page.
 * - When the page's HTML carries the answer in the interface's language (lib/catalog-island.ts), it is used at once,
 *   with no request and without loading Apollo.
 * - Otherwise the query is watched through Apollo (the nearest provider's client, else the on-demand one), with its
 *   cache and fetch policy; `loading` is true until the first answer or error.
 * Switching the language asks again (the island is for the language the page was served in).
 */
export function useCatalogQuery<TData, TVariables extends OperationVariables = OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: { variables?: TVariables; fetchPolicy?: 'cache-first' | 'cache-and-network' | 'network-only' } = {},
): CatalogQueryResult<TData> {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const getClient = useOnDemandClient();
  const { variables, fetchPolicy } = options;
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(variables ?? {})}\n${language}\n${attempt}`;
  const embedded = attempt === 0 ? (islandAnswer(query, variables, language) as TData | undefined) : undefined;
  const asksServer = embedded === undefined;
  const [answer, setAnswer] = useState<Answer<TData>>({ key });
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!asksServer) return undefined;
    let live = true;
    let watched: { unsubscribe(): void } | undefined;
    getClient().then(
      (client) => {
        if (!live) return;
        const watch = { query, variables, fetchPolicy } as ApolloClient.WatchQueryOptions<TData, TVariables>;
        watched = client.watchQuery(watch).subscribe((result) => {
          if (result.data !== undefined || result.error) setAnswer({ key, data: result.data as TData | undefined, error: result.error });
        });
      },
      (error: unknown) => {
        if (live) setAnswer({ key, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      live = false;
      watched?.unsubscribe();
    };
    // `key` stands for the variables, the language and the attempt; the document is fixed per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, asksServer, getClient]);

  if (!asksServer) return { data: embedded, error: undefined, loading: false, refetch };
  // Until the new answer arrives (another language, a retry), the last one stays on screen.
  const current: Answer<TData> = answer.key === key ? answer : { key, data: answer.data };
  return { data: current.data, error: current.error, loading: current.data === undefined && !current.error, refetch };
}
