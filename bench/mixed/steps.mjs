/**
 * The mixed scenario's load: the client's GraphQL documents as Apollo Client sends them, and the steps
 * (visitors, signed-in customers, staff) with their shares of the total request rate, as autocannon runs them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/** Every fragment the client defines (the .graphql files under client/src), by name: its file's text. */
const FRAGMENTS = new Map(
  readdirSync(resolve(root, 'client/src'), { recursive: true })
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(join(root, 'client/src', f), 'utf8').trim())
    .flatMap((text) => [...text.matchAll(/^fragment (\w+) on /gm)].map((m) => [m[1], text])),
);

/**
 * The client's document in `file` with every fragment it spreads, and theirs (found by name, as codegen does), as
 * Apollo Client sends it: the steps never go stale when a client document moves a selection into a fragment.
 */
function doc(file) {
  const texts = [readFileSync(resolve(root, 'client/src', file), 'utf8').trim()];
  for (let i = 0; i < texts.length; i++) {
    for (const [, name] of texts[i].matchAll(/\.\.\.\s*(\w+)/g)) {
      if (name === 'on') continue; // an inline fragment
      const fragment = FRAGMENTS.get(name);
      if (!fragment) throw new Error(`${file}: no client fragment named ${name}`);
      if (!texts.includes(fragment)) texts.push(fragment);
    }
  }
  return texts.join('\n\n');
}
export const DOCS = {
  plans: doc('features/catalog/graphql/Plans.graphql'),
  meals: doc('features/catalog/graphql/Meals.graphql'),
  blog: doc('features/blog/graphql/Blog.graphql'),
  mySubscription: doc('features/ordering/graphql/MySubscription.graphql'),
  dayMenu: doc('features/customer/graphql/GetDayMenu.graphql'),
  swap: doc('features/customer/graphql/SwapMeal.graphql'),
  pause: doc('features/customer/graphql/PauseSubscription.graphql'),
  resume: doc('features/customer/graphql/ResumeSubscription.graphql'),
  orders: doc('features/admin/graphql/AdminOrders.graphql'),
  kitchen: doc('features/admin/graphql/KitchenProduction.graphql'),
};

const gqlBody = (query, operationName, variables) => JSON.stringify({ operationName, variables, query });
const headers = (token) => ({
  'content-type': 'application/json',
  accept: APOLLO_ACCEPT,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/**
 * The steps and their shares of the total rate (sum 1). A step is one request, or a sequence a
 * connection repeats (pause then resume); signed-in steps give each connection its own customer, so
 * nobody's schedule changes under another connection.
 */
export function steps(blogSlug, staffToken, customers) {
  const kitchenDay = customers[0].menuDay;
  // Readers take customers from the front, writers (swap, pause) from the back: no two writing
  // connections share a customer while there are fewer of them than customers.
  let nextReader = 0;
  let nextWriter = 0;
  const perConnection =
    (build, writes = false) =>
    (req, context) => {
      context.customer ??= writes
        ? customers[customers.length - 1 - (nextWriter++ % customers.length)]
        : customers[nextReader++ % customers.length];
      const built = build(context.customer, context);
      // autocannon hands setupRequest the request with its default headers (a proxy's Host) merged in: keep them.
      return { ...req, ...built, headers: { ...req.headers, ...built.headers } };
    };
  const asCustomer = (operationName, query, variables, writes = false) =>
    perConnection((c) => ({ headers: headers(c.token), body: gqlBody(query, operationName, variables(c)) }), writes);
  return [
    { name: 'visitor: landing page (HTML)', share: 0.12, requests: [{ method: 'GET', path: '/', headers: { accept: 'text/html' } }] },
    {
      name: 'visitor: plans',
      share: 0.14,
      requests: [{ method: 'POST', path: '/graphql', headers: headers(), body: gqlBody(DOCS.plans, 'Plans', {}) }],
    },
    {
      name: 'visitor: menu (meals)',
      share: 0.14,
      requests: [{ method: 'POST', path: '/graphql', headers: headers(), body: gqlBody(DOCS.meals, 'Meals', {}) }],
    },
    {
      name: 'visitor: blog post',
      share: 0.08,
      requests: [{ method: 'POST', path: '/graphql', headers: headers(), body: gqlBody(DOCS.blog, 'Blog', { idOrSlug: blogSlug }) }],
    },
    {
      name: 'customer: subscription',
      share: 0.14,
      requests: [{ method: 'POST', path: '/graphql', setupRequest: asCustomer('MySubscription', DOCS.mySubscription, () => ({})) }],
    },
    {
      name: 'customer: upcoming menu',
      share: 0.14,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: asCustomer('GetDayMenu', DOCS.dayMenu, (c) => ({ subscriptionId: c.subscriptionId, date: c.menuDay })),
        },
      ],
    },
    {
      name: 'customer: swap a meal',
      share: 0.06,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: perConnection((c, context) => {
            context.turn = (context.turn ?? 0) + 1;
            const input = {
              subscriptionId: c.subscriptionId,
              date: c.menuDay,
              category: c.category,
              index: 0,
              mealId: c.swaps[context.turn % 2],
            };
            return { headers: headers(c.token), body: gqlBody(DOCS.swap, 'SwapMeal', { input }) };
          }, true),
        },
      ],
    },
    {
      name: 'customer: pause + resume a day',
      share: 0.04,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: asCustomer(
            'PauseSubscription',
            DOCS.pause,
            (c) => ({ subscriptionId: c.subscriptionId, from: c.pauseDay, to: c.pauseDay }),
            true,
          ),
        },
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: asCustomer('ResumeSubscription', DOCS.resume, (c) => ({ subscriptionId: c.subscriptionId }), true),
        },
      ],
    },
    {
      name: 'staff: orders grid page 1',
      share: 0.1,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          headers: headers(staffToken),
          body: gqlBody(DOCS.orders, 'AdminOrders', { page: 1, limit: 10 }),
        },
      ],
    },
    {
      name: 'staff: kitchen production',
      share: 0.04,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          headers: headers(staffToken),
          body: gqlBody(DOCS.kitchen, 'KitchenProduction', { date: kitchenDay }),
        },
      ],
    },
  ];
}
