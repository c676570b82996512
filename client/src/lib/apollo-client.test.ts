import { gql } from '@apollo/client';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo-client';
import { errorCode, errorMessage, UNAVAILABLE_MESSAGE } from './graphql-errors';
import { sessionEndedVar, setSession, tokenVar, userVar, type SessionUser } from './session';

const ME = gql`
  mutation Ping {
    ping
  }
`; // a mutation: never retried, so each test makes one request
const USER = { id: 'u1', fullName: 'A', email: 'a@example.com', role: 'User' } as unknown as SessionUser;

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))),
  );
}

describe('the session through server trouble', () => {
  beforeEach(() => setSession(USER, 'token-1'));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the session on 503 SERVICE_UNAVAILABLE and shows the retry message', async () => {
    answer(503, { errors: [{ message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    const error = await createApolloClient()
      .mutate({ mutation: ME })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).not.toBeNull();
    expect(tokenVar()).toBe('token-1');
    expect(sessionEndedVar()).toBe(false);
    expect(userVar()).toEqual(USER);
    expect(errorMessage(error)).toBe(UNAVAILABLE_MESSAGE);
  });

  it('keeps the session when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await createApolloClient()
      .mutate({ mutation: ME })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(tokenVar()).toBe('token-1');
    expect(errorMessage(error)).toMatch(/Cannot reach the server|temporarily unavailable/);
  });

  it('signs out on UNAUTHENTICATED (a revoked or expired token)', async () => {
    answer(200, { data: null, errors: [{ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] });
    const error = await createApolloClient()
      .mutate({ mutation: ME })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(errorCode(error)).toBe('UNAUTHENTICATED');
    expect(tokenVar()).toBeNull();
    // The login screen the guard opens next says the session ended.
    expect(sessionEndedVar()).toBe(true);
  });
});

/** The body Caddy answers on /graphql past its per-address limit (ops/caddy/Caddyfile, handle_errors 429). */
function proxyRateLimitBody(message: string): string {
  const caddyfile = readFileSync(join(__dirname, '../../../ops/caddy/Caddyfile'), 'utf8');
  const template = /respond `(\{"errors":[^`]*)` 429/.exec(caddyfile)?.[1];
  if (!template) throw new Error('no GraphQL 429 answer in ops/caddy/Caddyfile');
  return template.replace('{rate_limit_message}', message);
}

describe("the proxy's rate limit (Caddy answers 429 before the app)", () => {
  const MESSAGE = 'Too many attempts. Please try again in 42 seconds.';
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setSession(USER, 'token-1');
    fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(proxyRateLimitBody(MESSAGE), {
          status: 429,
          headers: { 'content-type': 'application/graphql-response+json; charset=utf-8', 'retry-after': '42' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the app's RATE_LIMITED message and keeps the session", async () => {
    const error = await createApolloClient()
      .mutate({ mutation: ME })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(errorCode(error)).toBe('RATE_LIMITED');
    expect(errorMessage(error)).toBe(MESSAGE);
    expect(tokenVar()).toBe('token-1');
  });

  it('does not retry a query it refused (a GraphQL error, not a network failure)', async () => {
    const error = await createApolloClient()
      .query({
        query: gql`
          query Plans {
            plans {
              id
            }
          }
        `,
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(errorCode(error)).toBe('RATE_LIMITED');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
