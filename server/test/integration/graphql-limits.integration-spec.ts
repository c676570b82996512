import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';
import { userModel, uniqueEmail, uniquePhone } from '../factories/users.js';

/** Query cost limits (issue 2 §3): depth at most GRAPHQL_MAX_DEPTH (10), 20 root fields, no batching. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** An introspection query `depth` fields deep: __schema { types { fields { type { ofType { ... name } } } } }. */
function introspectionOfDepth(depth: number): string {
  // __schema(1) types(2) fields(3) type(4), then ofType levels, then the leaf `name`.
  const ofTypes = depth - 5;
  let inner = 'name';
  for (let i = 0; i < ofTypes; i++) inner = `ofType { ${inner} }`;
  return `{ __schema { types { fields { type { ${inner} } } } } }`;
}

describe('depth limit', () => {
  it('refuses a query deeper than 10 levels with QUERY_TOO_DEEP', async () => {
    const body = await t.gql(introspectionOfDepth(11));
    expect(errorCode(body)).toBe('QUERY_TOO_DEEP');
    expect(body.errors![0]!.message).toBe('Query is nested too deeply (11 levels; at most 10).');
    expect(body.data).toBeUndefined();
  });

  it('accepts exactly 10 levels', async () => {
    const body = await t.gql(introspectionOfDepth(10));
    expect(body.errors).toBeUndefined();
    expect(body.data).toBeDefined();
  });

  it('follows fragments when measuring depth', async () => {
    const query = `query { __schema { ...T } }
      fragment T on __Schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`;
    expect(errorCode(await t.gql(query))).toBe('QUERY_TOO_DEEP');
  });
});

describe('root field limit', () => {
  const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `p${i}: __typename`).join(' ')} }`;

  it('refuses more than 20 aliased root fields with TOO_MANY_FIELDS', async () => {
    const body = await t.gql(aliased(21));
    expect(errorCode(body)).toBe('TOO_MANY_FIELDS');
    expect(body.data).toBeUndefined();
  });

  it('accepts 20', async () => {
    const body = await t.gql<Record<string, string>>(aliased(20));
    expect(body.errors).toBeUndefined();
    expect(Object.keys(body.data!)).toHaveLength(20);
  });

  it('counts real resolvers too (21 aliased plans queries)', async () => {
    const query = `{ ${Array.from({ length: 21 }, (_, i) => `p${i}: plans { id }`).join(' ')} }`;
    expect(errorCode(await t.gql(query))).toBe('TOO_MANY_FIELDS');
  });
});

describe('batched requests', () => {
  it('refuses a JSON array of operations without executing any of them', async () => {
    const email = uniqueEmail('batch');
    const signUp = {
      query: `mutation S($input: SignUpInput!) { signUp(input: $input) { email } }`,
      variables: { input: { fullName: 'Batch Test', email, phoneNo: uniquePhone(), password: 'Batch-pass-1' } },
    };
    const res = await t.http.post('/graphql').set('Content-Type', 'application/json').send([signUp, { query: '{ __typename }' }]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body ?? res.text)).not.toContain('"data"');
    expect(res.text).toMatch(/batch/i);
    expect(await userModel(t).countDocuments({ email }).exec()).toBe(0);
    const outbox = await t.http.get('/api/dev/outbox').query({ to: email }).expect(200);
    expect(outbox.body.data).toEqual([]);
  });

  it('still executes the same operation sent alone', async () => {
    const email = uniqueEmail('single');
    const body = await t.gql(`mutation S($input: SignUpInput!) { signUp(input: $input) { email } }`, {
      input: { fullName: 'Single Test', email, phoneNo: uniquePhone(), password: 'Single-pass-1' },
    });
    expect(body.errors).toBeUndefined();
    expect(await userModel(t).countDocuments({ email }).exec()).toBe(1);
  });
});
