import { buildSchema, GraphQLError, parse, validate, type GraphQLFormattedError } from 'graphql';
import { depthLimitRule, restoreValidationCode, rootFieldLimitRule } from './limits.js';

/** The query limits as pure validation rules, run with graphql's own validate(). */

const schema = buildSchema(`
  type Node { name: String child: Node }
  type Query { node: Node a: Int b: Int c: Int }
`);

/** `{ node { child { child ... { name } } } }` with `depth` fields on the deepest path. */
function nested(depth: number): string {
  let inner = 'name';
  for (let i = 0; i < depth - 2; i++) inner = `child { ${inner} }`;
  return `{ node { ${inner} } }`;
}

const run = (source: string, rules = [depthLimitRule(4)]) => validate(schema, parse(source), rules);

describe('depthLimitRule', () => {
  it('measures depth as the longest field path', () => {
    expect(run(nested(4))).toEqual([]);
    const errors = run(nested(5));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.extensions.code).toBe('QUERY_TOO_DEEP');
    expect(errors[0]!.message).toBe('Query is nested too deeply (5 levels; at most 4).');
  });

  it('counts leaf fields as one level', () => {
    expect(run('{ a b c }', [depthLimitRule(1)])).toEqual([]);
    expect(run('{ node { name } }', [depthLimitRule(1)])).toHaveLength(1);
  });

  it('follows named and inline fragments', () => {
    const viaNamed = `{ node { ...F } } fragment F on Node { child { child { child { name } } } }`;
    expect(run(viaNamed)[0]?.extensions.code).toBe('QUERY_TOO_DEEP');
    const viaInline = `{ node { ... on Node { child { child { child { name } } } } } }`;
    expect(run(viaInline)[0]?.extensions.code).toBe('QUERY_TOO_DEEP');
    expect(run(`{ node { ... on Node { child { name } } } }`)).toEqual([]);
  });

  it('does not loop on a fragment cycle (graphql reports the cycle itself)', () => {
    const cyclic = `{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }`;
    const errors = validate(schema, parse(cyclic), [depthLimitRule(10)]);
    expect(errors).toEqual([]);
  });

  it('checks each operation of a document separately', () => {
    const errors = run(`query Shallow { a } query Deep ${nested(5)}`);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.nodes?.[0]).toMatchObject({ name: { value: 'Deep' } });
  });
});

describe('rootFieldLimitRule', () => {
  const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `x${i}: a`).join(' ')} }`;

  it('allows up to the limit and refuses one more, aliases included', () => {
    expect(validate(schema, parse(aliases(3)), [rootFieldLimitRule(3)])).toEqual([]);
    const errors = validate(schema, parse(aliases(4)), [rootFieldLimitRule(3)]);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.extensions.code).toBe('TOO_MANY_FIELDS');
  });
});

describe('restoreValidationCode', () => {
  const apolloFormatted = (code = 'GRAPHQL_VALIDATION_FAILED'): GraphQLFormattedError => ({ message: 'm', extensions: { code } });

  it("puts back the rule's own code", () => {
    const original = new GraphQLError('too deep', { extensions: { code: 'QUERY_TOO_DEEP' } });
    const wrapped = new GraphQLError('too deep', { originalError: original, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(restoreValidationCode(apolloFormatted(), wrapped).extensions?.code).toBe('QUERY_TOO_DEEP');
  });

  it('leaves other errors alone', () => {
    const plain = new GraphQLError('unknown field');
    expect(restoreValidationCode(apolloFormatted(), plain)).toEqual(apolloFormatted());
    expect(restoreValidationCode(apolloFormatted('FORBIDDEN'), plain)).toEqual(apolloFormatted('FORBIDDEN'));
    expect(restoreValidationCode(apolloFormatted(), new Error('x'))).toEqual(apolloFormatted());
  });
});
