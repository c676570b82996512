import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { tr } from './messages';

/*
 * Reading the errors of Apollo's answers. Its own module, without the client, so parts of the first page (the
 * landing page's sections) can show an error without loading Apollo Client (lib/apollo-on-demand.ts).
 */

/** The machine-readable code of an Apollo error (style rule 8), or undefined. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions?.code as string | undefined;
  return undefined;
}

/** A string extension of an Apollo error (e.g. `verificationToken` of EMAIL_NOT_VERIFIED), or undefined. */
export function errorExtension(error: unknown, key: string): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const value = error.errors[0]?.extensions?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** Field messages of a VALIDATION_FAILED error: `{ email: 'Invalid email address' }`. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (CombinedGraphQLErrors.is(error)) return (error.errors[0]?.extensions?.fields as Record<string, string> | undefined) ?? {};
  return {};
}

/** The retry message of an outage (503) or an unreachable server. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/** A message fit to show a person. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? tr('common:error.generic');
  if (ServerError.is(error) && (error.statusCode === 503 || error.statusCode === 502 || error.statusCode === 504))
    return tr('common:error.unavailable');
  if (error instanceof Error && /fetch|network/i.test(error.message)) return tr('common:error.network');
  return tr('common:error.genericRetry');
}
