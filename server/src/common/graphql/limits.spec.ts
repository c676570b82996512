import { ApolloServer } from '@apollo/server';
import { buildSchema, GraphQLError, parse, validate, type GraphQLFormattedError } from 'graphql';
import { costLimitPlugin, listAwareEstimator, operationLimitsRule, restoreValidationCode, type OperationLimits } from './limits.js';

/** The query limits as pure validation rules, run with graphql's own validate(). */

const schema = buildSchema(`
  type Node { name: String child: Node }
  type Query { node: Node a: Int b: Int c: Int }
`);

const LIMITS: OperationLimits = { depth: 4, introspectionDepth: 4, rootFields: 20, aliases: 20, directives: 20 };

/** `{ node { child { child ... { name } } } }` with `depth` fields on the deepest path. */
function nested(depth: number): string {
  let inner = 'name';
  for (let i = 0; i < depth - 2; i++) inner = `child { ${inner} }`;
  return `{ node { ${inner} } }`;
}

const run = (source: string, limits: Partial<OperationLimits> = {}) =>
  validate(schema, parse(source), [operationLimitsRule({ ...LIMITS, ...limits })]);
const codes = (source: string, limits: Partial<OperationLimits> = {}) => run(source, limits).map((e) => e.extensions.code);

describe('operationLimitsRule: depth', () => {
  it('measures depth as the longest field path', () => {
    expect(run(nested(4))).toEqual([]);
    const errors = run(nested(5));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.extensions.code).toBe('QUERY_TOO_DEEP');
    expect(errors[0]!.message).toBe('Query is nested too deeply (5 levels; at most 4).');
  });

  it('counts leaf fields as one level', () => {
    expect(run('{ a b c }', { depth: 1 })).toEqual([]);
    expect(codes('{ node { name } }', { depth: 1 })).toEqual(['QUERY_TOO_DEEP']);
  });

  it('follows named and inline fragments', () => {
    expect(codes(`{ node { ...F } } fragment F on Node { child { child { child { name } } } }`)).toEqual(['QUERY_TOO_DEEP']);
    expect(codes(`{ node { ... on Node { child { child { child { name } } } } } }`)).toEqual(['QUERY_TOO_DEEP']);
    expect(run(`{ node { ... on Node { child { name } } } }`)).toEqual([]);
  });

  it('does not loop on a fragment cycle (graphql reports the cycle itself)', () => {
    const cyclic = `{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }`;
    expect(run(cyclic, { depth: 10 })).toEqual([]);
  });

  it('checks each operation of a document separately', () => {
    const errors = run(`query Shallow { a } query Deep ${nested(5)}`);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.nodes?.[0]).toMatchObject({ name: { value: 'Deep' } });
  });
});

describe('operationLimitsRule: every spelling of a selection counts what it expands to', () => {
  const fields = (n: number) => Array.from({ length: n }, (_, i) => `x${i}: a`).join(' ');

  it('counts root fields with aliases, and through inline fragments and spreads', () => {
    expect(run(`{ ${fields(3)} }`, { rootFields: 3 })).toEqual([]);
    expect(codes(`{ ${fields(4)} }`, { rootFields: 3 })).toEqual(['TOO_MANY_FIELDS']);
    expect(codes(`{ ... on Query { ${fields(4)} } }`, { rootFields: 3 })).toEqual(['TOO_MANY_FIELDS']);
    expect(codes(`{ a ...F } fragment F on Query { ... on Query { b c } d: a }`, { rootFields: 3 })).toEqual(['TOO_MANY_FIELDS']);
    expect(codes(`{ ...F ...F } fragment F on Query { a b }`, { rootFields: 3 })).toEqual(['TOO_MANY_FIELDS']);
  });

  it('counts aliases through fragments, each spread again, __typename aliases free', () => {
    expect(run(`{ ${Array.from({ length: 30 }, (_, i) => `t${i}: __typename`).join(' ')} }`, { rootFields: 30, aliases: 0 })).toEqual([]);
    expect(codes(`{ ...F ...G } fragment F on Query { x: a } fragment G on Query { ...F }`, { aliases: 1 })).toEqual(['TOO_MANY_ALIASES']);
  });

  it('counts directives on every repeated spread, on fragment definitions and inline fragments', () => {
    const spreads = `{ ${'...F @include(if: true) '.repeat(3)} } fragment F on Query { a }`;
    expect(run(spreads, { directives: 3 })).toEqual([]);
    expect(codes(spreads, { directives: 2 })).toEqual(['TOO_MANY_DIRECTIVES']);
    expect(codes(`{ ...F ...F } fragment F on Query @include(if: true) { a @skip(if: false) }`, { directives: 3 })).toEqual([
      'TOO_MANY_DIRECTIVES',
    ]);
    expect(codes(`{ ... on Query @include(if: true) { a @skip(if: false) } }`, { directives: 1 })).toEqual(['TOO_MANY_DIRECTIVES']);
  });

  it('measures each fragment once: 200 levels of doubling spreads are refused in milliseconds', () => {
    const levels = 200;
    const frags = ['fragment F0 on Node { name }'];
    for (let k = 1; k <= levels; k++) frags.push(`fragment F${k} on Node { ...F${k - 1} ...F${k - 1} }`);
    const source = `{ node { ...F${levels} } } ${frags.join(' ')}`;
    const started = performance.now();
    const errors = run(source, { rootFields: 20 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(errors).toEqual([]); // depth 2 and one root field: the expansion is Apollo's MAX_SELECTIONS check
    const aliased = source.replace('fragment F0 on Node { name }', 'fragment F0 on Node { n: name }');
    expect(codes(aliased)).toEqual(['TOO_MANY_ALIASES']);
  });
});

describe('costLimitPlugin fails closed', () => {
  const serve = async (estimators = [listAwareEstimator]) => {
    const server = new ApolloServer({ schema, plugins: [costLimitPlugin(100, estimators)] });
    await server.start();
    return server;
  };
  const single = (res: Awaited<ReturnType<ApolloServer['executeOperation']>>) =>
    res.body.kind === 'single' ? res.body.singleResult : { errors: [{ extensions: { code: 'incremental' } }], data: undefined };

  it('refuses the request when the cost cannot be computed, instead of running it', async () => {
    const server = await serve([
      () => {
        throw new Error('estimator failed');
      },
    ]);
    const result = single(await server.executeOperation({ query: '{ a }' }));
    expect(result.errors?.[0]?.extensions?.code).toBe('QUERY_NOT_ANALYSED');
    expect(result.data).toBeUndefined();
    await server.stop();
  });

  it('refuses variables that do not fit the operation with BAD_USER_INPUT', async () => {
    const server = await serve();
    const result = single(
      await server.executeOperation({ query: 'query Q($x: Boolean!) { a @include(if: $x) }', variables: { x: 'yes' } }),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(single(await server.executeOperation({ query: '{ a }' })).errors).toBeUndefined();
    await server.stop();
  });
});

describe('restoreValidationCode', () => {
  const apolloFormatted = (code = 'GRAPHQL_VALIDATION_FAILED'): GraphQLFormattedError => ({ message: 'm', extensions: { code } });

  it("puts back the rule's own code", () => {
    const original = new GraphQLError('too deep', { extensions: { code: 'QUERY_TOO_DEEP' } });
    const wrapped = new GraphQLError('too deep', { originalError: original, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(restoreValidationCode(apolloFormatted(), wrapped).extensions?.code).toBe('QUERY_TOO_DEEP');
  });

  it("names Apollo's recursive-selection refusal QUERY_TOO_LARGE", () => {
    const original = new GraphQLError('x', { extensions: { validationErrorCode: 'MAX_RECURSIVE_SELECTIONS_EXCEEDED' } });
    const wrapped = new GraphQLError('x', { originalError: original });
    expect(restoreValidationCode(apolloFormatted(), wrapped).extensions?.code).toBe('QUERY_TOO_LARGE');
  });

  it('leaves other errors alone', () => {
    const plain = new GraphQLError('unknown field');
    expect(restoreValidationCode(apolloFormatted(), plain)).toEqual(apolloFormatted());
    expect(restoreValidationCode(apolloFormatted('FORBIDDEN'), plain)).toEqual(apolloFormatted('FORBIDDEN'));
    expect(restoreValidationCode(apolloFormatted(), new Error('x'))).toEqual(apolloFormatted());
  });
});
