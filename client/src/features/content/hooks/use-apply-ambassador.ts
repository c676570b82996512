import { useCallback } from 'react';
import type { ApplyAmbassadorInput, ApplyAmbassadorMutation } from '../../../generated/graphql';
import { postJson } from '../../../lib/rest';

export type { ApplyAmbassadorInput } from '../../../generated/graphql';

/** The REST route of spec section 7 for the Apply as Ambassador form. */
export const APPLY_AMBASSADOR_PATH = '/api/ambassador/add';

/** `POST /api/ambassador/add` answers `{ message, data: { message } }` (the client shows data.message). */
interface ApplyAmbassadorResponse {
  message?: string;
  data?: { message?: string };
}

/** The text shown when the server answers without one (it always sends one). */
const FALLBACK_SUCCESS: ApplyAmbassadorMutation['applyAmbassador']['message'] =
  'Thank you! Your application has been received. We will get in touch soon.';

/**
 * Sends an application through `POST /api/ambassador/add` (spec section 7; the GraphQL
 * `applyAmbassador` mutation is its twin and provides the typed input). Resolves with the server's
 * `data.message`; rejects with an HttpError whose message is the server's `data.message`.
 */
export function useApplyAmbassador() {
  return useCallback(async (input: ApplyAmbassadorInput): Promise<string> => {
    // An empty answer reads as undefined.
    const body = await postJson<ApplyAmbassadorResponse | undefined>(APPLY_AMBASSADOR_PATH, input);
    return body?.data?.message ?? body?.message ?? FALLBACK_SUCCESS;
  }, []);
}
