import { isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import { PRODUCTION_TEST_ENV } from '../setup/production-env.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';
import { userModel, uniqueEmail, uniquePhone } from '../factories/users.js';

/** Query cost limits: depth at most GRAPHQL_MAX_DEPTH (10), 20 root fields, no batching. */

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
    // Alongside an ordinary field, introspection gets the ordinary limit.
    const body = await t.gql(introspectionOfDepth(11).replace(/^\{/, '{ __typename'));
    expect(errorCode(body)).toBe('QUERY_TOO_DEEP');
    expect(body.errors![0]!.message).toBe('Query is nested too deeply (11 levels; at most 10).');
    expect(body.data).toBeUndefined();
  });

  it('lets an introspection-only operation go to 15 levels outside production, not 16', async () => {
    expect((await t.gql(introspectionOfDepth(15))).errors).toBeUndefined();
    expect(errorCode(await t.gql(introspectionOfDepth(16)))).toBe('QUERY_TOO_DEEP');
  });

  it('accepts exactly 10 levels', async () => {
    const body = await t.gql(introspectionOfDepth(10));
    expect(body.errors).toBeUndefined();
    expect(body.data).toBeDefined();
  });

  it('follows fragments when measuring depth', async () => {
    const query = `query { __typename __schema { ...T } }
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
    const res = await t.http
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send([signUp, { query: '{ __typename }' }]);
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

/** The attack of the security review: 3,000 aliased plans lists, wrapped in a fragment (180 KB). */
function aliasFlood(n = 3000): string {
  return `{ ... on Query { ${Array.from({ length: n }, (_, i) => `p${i}: plans { planMeals { id name description } }`).join(' ')} } }`;
}

describe('cost limits (ASVS 13.4)', () => {
  it('refuses the 180 KB aliased-fragment flood quickly with QUERY_TOO_LARGE, running nothing', async () => {
    const query = aliasFlood();
    expect(query.length).toBeGreaterThan(150_000);
    const started = performance.now();
    const res = await t.http.post('/graphql').set('Content-Type', 'application/json').send({ query });
    const ms = performance.now() - started;
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_LARGE');
    expect(res.body.data).toBeUndefined();
    expect(ms).toBeLessThan(1000); // generous on a loaded machine; bench figures are in the report
  });

  it('counts aliases behind fragments: 16 aliases refused with TOO_MANY_ALIASES, 15 accepted', async () => {
    const aliases = (n: number) =>
      `{ ...F } fragment F on Query { ${Array.from({ length: n }, (_, i) => `a${i}: plans { id }`).join(' ')} }`;
    expect(errorCode(await t.gql(aliases(16)))).toBe('TOO_MANY_ALIASES');
    expect((await t.gql(aliases(15))).errors).toBeUndefined();
  });

  it('refuses more than 20 directives with TOO_MANY_DIRECTIVES', async () => {
    const query = `{ ${'... on Query @include(if: true) { __typename @skip(if: false) } '.repeat(11)} }`;
    expect(errorCode(await t.gql(query))).toBe('TOO_MANY_DIRECTIVES');
  });

  it('refuses a document of more than 3,000 tokens with QUERY_TOO_LARGE', async () => {
    const body = await t.gql(`{ ${'__typename '.repeat(3001)} }`);
    expect(errorCode(body)).toBe('QUERY_TOO_LARGE');
  });

  it('multiplies nested lists: 9 aliases (under the limit) of a small query still refused with QUERY_TOO_COSTLY', async () => {
    // 9 x plans (20) x planMeals (20) x 3 fields = 10,989, with 9 aliases (under the alias limit).
    const cheap = await t.gql(`{ plans { planMeals { id name description } } }`);
    expect(cheap.errors).toBeUndefined();
    const nested = `{ ${Array.from({ length: 9 }, (_, i) => `n${i}: plans { planMeals { id name description } }`).join(' ')} }`;
    const body = await t.gql(nested);
    expect(errorCode(body)).toBe('QUERY_TOO_COSTLY');
    expect(body.errors![0]!.message).toMatch(/^Query is too costly \(\d+; at most 10000\)/);
  });

  it('counts the limit argument of paged lists from the variables', async () => {
    const one = await t.gql(`query B($limit: Int) { blogs(limit: $limit) { totalPages } }`, { limit: 10 });
    expect(one.errors).toBeUndefined();
  });

  it('accepts the standard introspection query outside production', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const body = await t.gql(getIntrospectionQuery());
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema).toBeDefined();
  });
});

/** The doubling attack: `fragment Fk on Plan { ...F(k-1) ...F(k-1) }`, `levels` deep, used once under `plans`. */
function doubling(levels: number, shape = (k: number) => `...F${k - 1} ...F${k - 1}`): string {
  const frags = ['fragment F0 on Plan { id }', 'fragment F1 on Plan { id ...F0 }'];
  for (let k = 2; k <= levels; k++) frags.push(`fragment F${k} on Plan { ${shape(k)} }`);
  return `{ plans { ...F${levels} } } ${frags.join(' ')}`;
}

/** Posts `query` anonymously; status, body and milliseconds taken. */
async function timed(query: string) {
  const started = performance.now();
  const res = await t.http.post('/graphql').set('Content-Type', 'application/json').send({ query });
  return {
    status: res.status,
    body: res.body as { data?: unknown; errors?: { extensions?: { code?: string } }[] },
    ms: performance.now() - started,
  };
}

describe('fragments spread many times (analysis linear in the document)', () => {
  it('refuses the 22-level doubling attack (about 1 KB) quickly with QUERY_TOO_LARGE', async () => {
    const query = doubling(22);
    expect(query.length).toBeLessThan(1400);
    const { status, body, ms } = await timed(query);
    console.log(`22-level doubling attack refused in ${ms.toFixed(1)} ms`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_LARGE');
    expect(body.data).toBeUndefined();
    expect(ms).toBeLessThan(1000); // generous on a shared machine; the measured figure is logged
  });

  it('refuses every variant up to the token limit quickly, running nothing', async () => {
    const variants = [
      doubling(280), // as deep as the token limit allows
      doubling(140, (k) => `... on Plan { ...F${k - 1} } ... on Plan { ...F${k - 1} }`),
      doubling(200, (k) => `...F${k - 1} ...F${k - 1} ...F${k - 1} ...F${k - 1}`),
      `{ ...Q60 } fragment Q0 on Query { plans { id } } ${Array.from({ length: 60 }, (_, k) => `fragment Q${k + 1} on Query { ...Q${k} ...Q${k} }`).join(' ')}`,
    ];
    for (const query of variants) {
      const { status, body, ms } = await timed(query);
      expect([status, body.errors?.[0]?.extensions?.code, body.data]).toEqual([400, expect.stringMatching(/^QUERY_TOO_LARGE$/), undefined]);
      expect(ms).toBeLessThan(1000);
    }
  });

  it('still answers a fragment spread a few times', async () => {
    const body = await t.gql(doubling(4));
    expect(body.errors).toBeUndefined();
    expect(Array.isArray(body.data?.plans)).toBe(true);
  });
});

describe('every limit fails closed', () => {
  it('keeps a too-costly query refused when a large fragment is added to it', async () => {
    const costly = Array.from({ length: 9 }, (_, i) => `n${i}: plans { planMeals { id name description } }`).join(' ');
    expect(errorCode(await t.gql(`{ ${costly} }`))).toBe('QUERY_TOO_COSTLY');
    const frags = ['fragment F0 on Plan { id }'];
    for (let k = 1; k <= 14; k++) frags.push(`fragment F${k} on Plan { ...F${k - 1} ...F${k - 1} }`);
    const { status, body } = await timed(`{ ${costly} x: plans { ...F14 } } ${frags.join(' ')}`);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toMatch(/^QUERY_TOO_(LARGE|COSTLY)$/);
  });
});

describe('one limit set, whatever the spelling', () => {
  const fields = (n: number) => Array.from({ length: n }, (_, i) => `p${i}: __typename`).join(' ');

  it('counts root fields inside `... on Query { }` and fragments: 25 refused with TOO_MANY_FIELDS', async () => {
    expect(errorCode(await t.gql(`{ ... on Query { ${fields(25)} } }`))).toBe('TOO_MANY_FIELDS');
    expect(errorCode(await t.gql(`{ ...R } fragment R on Query { ${fields(25)} }`))).toBe('TOO_MANY_FIELDS');
    expect(errorCode(await t.gql(`{ ${fields(10)} ... on Query { ${fields(11).replace(/p(\d+)/g, 'q$1')} } }`))).toBe('TOO_MANY_FIELDS');
    expect((await t.gql(`{ ... on Query { ${fields(20)} } }`)).errors).toBeUndefined();
  });

  it('counts directives on repeated fragment spreads: 40 refused with TOO_MANY_DIRECTIVES', async () => {
    const query = `{ ${'...F @include(if: true) @skip(if: false) '.repeat(20)} } fragment F on Query { __typename }`;
    expect(errorCode(await t.gql(query))).toBe('TOO_MANY_DIRECTIVES');
    const inFragment = `{ ${'...G '.repeat(11)} } fragment G on Query { __typename @include(if: true) @skip(if: false) }`;
    expect(errorCode(await t.gql(inFragment))).toBe('TOO_MANY_DIRECTIVES');
    const inline = `{ ${'... on Query @skip(if: false) { __typename @include(if: true) } '.repeat(11)} }`;
    expect(errorCode(await t.gql(inline))).toBe('TOO_MANY_DIRECTIVES');
    expect((await t.gql(`{ ${'...F @include(if: true) '.repeat(20)} } fragment F on Query { __typename }`)).errors).toBeUndefined();
  });
});

/** A valid value of an input type (required fields only), for costing an operation without its real variables. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  }
  return { Int: 1, Float: 1, Boolean: true, DateTime: new Date().toISOString() }[type.name] ?? 'x';
}

describe("the client's own operations", () => {
  it('every operation of client/src costs at most MAX_QUERY_COST (10,000) and passes every limit', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { parse, Kind: K, validate, specifiedRules, typeFromAST } = await import('graphql');
    const { getComplexity } = await import('graphql-query-complexity');
    const { GraphQLSchemaHost } = await import('@nestjs/graphql');
    const { listAwareEstimator, MAX_QUERY_COST } = await import('../../src/common/graphql/limits.js');
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const root = join(process.cwd(), '../client/src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith('.graphql')) files.push(join(dir, e.name));
      }
    };
    walk(root);
    const all = parse(files.map((f) => readFileSync(f, 'utf8')).join('\n'));
    const fragments = all.definitions.filter((d) => d.kind === K.FRAGMENT_DEFINITION);
    const operations = all.definitions.filter((d) => d.kind === K.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(50);
    const costs: [string, number][] = [];
    for (const op of operations) {
      // Only the fragments this operation uses (transitively), as the client sends them.
      const used = new Set<string>();
      const collect = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        const n = node as { kind?: string; name?: { value: string } };
        if (n.kind === K.FRAGMENT_SPREAD && n.name && !used.has(n.name.value)) {
          used.add(n.name.value);
          collect(fragments.find((f) => f.name.value === n.name!.value));
        }
        for (const [k, v] of Object.entries(node)) if (k !== 'loc' && typeof v === 'object') collect(v);
      };
      collect(op);
      const doc = { kind: K.DOCUMENT, definitions: [op, ...fragments.filter((f) => used.has(f.name.value))] } as const;
      const name = op.name?.value ?? '?';
      expect([name, validate(schema, doc, specifiedRules).map((e) => e.message)]).toEqual([name, []]);
      // Every variable filled with a valid value; paged lists at their largest page (limit 100).
      const variables = Object.fromEntries(
        (op.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          v.variable.name.value === 'limit' ? 100 : sampleValue(typeFromAST(schema, v.type as never) as GraphQLInputType),
        ]),
      );
      costs.push([name, getComplexity({ schema, query: doc, variables, estimators: [listAwareEstimator] })]);
    }
    costs.sort((a, b) => b[1] - a[1]);
    console.log(
      `Heaviest client operations: ${costs
        .slice(0, 5)
        .map(([n, c]) => `${n} ${c}`)
        .join(', ')}`,
    );
    expect(costs[0]![1]).toBeLessThanOrEqual(MAX_QUERY_COST);
  });
});

describe('in production', () => {
  let prod: TestApp;

  beforeAll(async () => {
    prod = await createTestApp({ ...PRODUCTION_TEST_ENV });
  });

  afterAll(async () => {
    await prod?.close();
  });

  it('hides "Did you mean" field suggestions', async () => {
    const dev = await t.gql('{ plan { nme } }');
    expect(dev.errors![0]!.message).toMatch(/Did you mean/);
    const body = await prod.gql('{ plan { nme } }');
    expect(body.errors?.length).toBeGreaterThan(0);
    for (const e of body.errors!) expect(e.message).not.toMatch(/Did you mean/);
  });

  it('refuses introspection and keeps the ordinary depth limit for it', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const body = await prod.gql(getIntrospectionQuery());
    expect(body.data?.__schema).toBeUndefined();
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});
