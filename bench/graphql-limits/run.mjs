// How fast the GraphQL cost limits refuse the security review's attack (3,000 aliased plans lists
// behind an inline fragment, ~180 KB) and how long a cheap request takes meanwhile. Prints p50/p95.
//   BASE_URL=http://127.0.0.1:3321 node bench/graphql-limits/run.mjs
const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const N = Number(process.env.ROUNDS ?? 20);
const flood = `{ ... on Query { ${Array.from({ length: 3000 }, (_, i) => `p${i}: plans { planMeals { id name description } }`).join(' ')} } }`;
const costly = `{ ${Array.from({ length: 9 }, (_, i) => `n${i}: plans { planMeals { id name description } }`).join(' ')} }`;

async function post(query) {
  const started = performance.now();
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const text = await res.text();
  return {
    ms: performance.now() - started,
    status: res.status,
    bytes: text.length,
    code: JSON.parse(text).errors?.[0]?.extensions?.code ?? 'OK',
  };
}
const pct = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
console.log(`GraphQL limits, ${N} rounds, ${BASE}; flood document ${(flood.length / 1024).toFixed(0)} KB`);
for (const [name, query] of [
  ['alias flood (180 KB)', flood],
  ['9 nested plan lists (cost)', costly],
  ['{ __typename }', '{ __typename }'],
]) {
  const times = [];
  let last;
  for (let i = 0; i < N; i++) {
    last = await post(query);
    if (i) times.push(last.ms);
  }
  console.log(
    `${name.padEnd(28)} p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  -> ${last.status} ${last.code}, ${last.bytes} bytes`,
  );
}
