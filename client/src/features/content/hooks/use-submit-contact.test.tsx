import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SubmitContactDocument } from '../../../generated/graphql';
import { useSubmitContact } from './use-submit-contact';

const contact = { name: 'Sara', email: 'sara@example.com', phone: '+971501234567', message: 'Hello' };

function hook<T>(use: () => T, mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return renderHook(use, { wrapper });
}

/** The contact hook is `useMutationField` (lib) over one document: its behaviour is the helper's. */
describe('useSubmitContact (useMutationField)', () => {
  it('sends the value as `input` and resolves with the root field', async () => {
    const { result } = hook(
      () => useSubmitContact(),
      [
        {
          request: { query: SubmitContactDocument, variables: { input: contact } },
          result: { data: { submitContact: { __typename: 'ContactSubmittedPayload', message: 'Thanks, Sara' } } },
        },
      ],
    );
    const [run] = result.current;
    await expect(run(contact)).resolves.toEqual({ __typename: 'ContactSubmittedPayload', message: 'Thanks, Sara' });
  });

  it("rejects with the server's error", async () => {
    const { result } = hook(
      () => useSubmitContact(),
      [
        {
          request: { query: SubmitContactDocument, variables: { input: contact } },
          result: { errors: [new GraphQLError('Too many messages', { extensions: { code: 'RATE_LIMITED' } })] },
        },
      ],
    );
    await expect(result.current[0](contact)).rejects.toThrow('Too many messages');
  });

  it('keeps the same function across renders', () => {
    const { result, rerender } = hook(() => useSubmitContact(), []);
    const first = result.current[0];
    rerender();
    expect(result.current[0]).toBe(first);
  });
});
