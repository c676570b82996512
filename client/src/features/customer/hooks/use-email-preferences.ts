import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { MyEmailPreferencesDocument, SetEmailPreferenceDocument, type EmailKind } from '../../../generated/graphql';

export type { EmailKind };

/**
 * The caller's e-mail preferences (`myEmailPreferences`) and a setter for one optional kind
 * (`setEmailPreference`); the setter's answer (every preference) replaces the cached list.
 */
export function useEmailPreferences() {
  const query = useQuery(MyEmailPreferencesDocument);
  const [mutate, state] = useMutation(SetEmailPreferenceDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyEmailPreferencesDocument, data: { myEmailPreferences: data.setEmailPreference } });
    },
  });
  const setPreference = useCallback(
    async (kind: EmailKind, enabled: boolean): Promise<void> => {
      await mutate({ variables: { input: { kind, enabled } } });
    },
    [mutate],
  );
  return { ...query, preferences: query.data?.myEmailPreferences ?? [], setPreference, saving: state.loading };
}
