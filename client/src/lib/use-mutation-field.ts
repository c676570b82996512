import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * A one-variable mutation as an async function: `run(value)` sends `{ [variable]: value }` and resolves with
 * `data[field]` (the mutation's one root field). Returns `[run, state]` like Apollo's `useMutation`, `run`
 * stable across renders. Rejects with Apollo's error (the caller reads its code or field messages), or with
 * `Error('Empty response from <field>')` when the server answers without data. `variable` defaults to `input`.
 */
export function useMutationField<
  TData,
  TVariables extends OperationVariables,
  K extends Exclude<keyof TData, '__typename'>,
  V extends keyof TVariables & string = 'input' & keyof TVariables,
>(document: TypedDocumentNode<TData, TVariables>, field: K, variable: V = 'input' as V) {
  const [mutate, state] = useMutation(document);
  const run = useCallback(
    async (value: TVariables[V]): Promise<TData[K]> => {
      const { data } = await mutate({ variables: { [variable]: value } as unknown as TVariables });
      if (!data) throw new Error(`Empty response from ${String(field)}`);
      return data[field];
    },
    [mutate, field, variable],
  );
  return [run, state] as const;
}
