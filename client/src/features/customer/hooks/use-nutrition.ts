import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { CalculateNutritionDocument, GetMyNutritionProfileDocument, SaveNutritionProfileDocument } from '../../../generated/graphql';

import { userCaloriesInfoVar, useSession } from '../../../lib/session';
import { caloriesInfoOf, readPendingNutrition, writePendingNutrition } from '../utils/nutrition';
import type { NutritionResult, SaveNutritionProfileInput } from './nutrition-types';

/** The public calculateNutrition query, run on demand (network-only). */
export function useCalculateNutrition() {
  const client = useApolloClient();
  return useCallback(
    async (input: SaveNutritionProfileInput): Promise<NutritionResult> => {
      const { allergens: _a, dislikes: _d, ...nutrition } = input;
      const { data } = await client.query({
        query: CalculateNutritionDocument,
        variables: { input: nutrition },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('No result. Please try again.');
      return data.calculateNutrition;
    },
    [client],
  );
}

export function useMyNutritionProfile(skip = false) {
  return useQuery(GetMyNutritionProfileDocument, { fetchPolicy: 'cache-and-network', skip });
}

export function useSaveNutritionProfile() {
  const [save, state] = useMutation(SaveNutritionProfileDocument, {
    refetchQueries: [GetMyNutritionProfileDocument],
  });
  const run = useCallback(
    async (input: SaveNutritionProfileInput) => {
      const { data } = await save({ variables: { input } });
      if (data) userCaloriesInfoVar(caloriesInfoOf(data.saveNutritionProfile));
      return data?.saveNutritionProfile ?? null;
    },
    [save],
  );
  return [run, state] as const;
}

/**
 * Saves a calculation made while signed out (sessionStorage 'ff.nutrition') once the person is
 * signed in, then forgets it. Mounted by the calculator and the profile page.
 */
export function useSavePendingNutrition() {
  const { isAuthenticated } = useSession();
  const [save] = useSaveNutritionProfile();
  const running = useRef(false);
  useEffect(() => {
    if (!isAuthenticated || running.current) return;
    const pending = readPendingNutrition();
    if (!pending) return;
    running.current = true;
    save(pending)
      .then(() => writePendingNutrition(null))
      .catch((err: unknown) => console.warn('[nutrition] could not save the pending calculation', err))
      .finally(() => {
        running.current = false;
      });
  }, [isAuthenticated, save]);
}
