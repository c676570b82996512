/**
 * The mixed scenario's load: the client's GraphQL documents as Apollo Client sends them, and the steps
 * (visitors, signed-in customers, staff) with their shares of the total request rate, as autocannon runs them.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/** The client's documents (operation plus the fragments it names), as Apollo Client sends them. */
const doc = (...files) => files.map((f) => readFileSync(resolve(root, 'client/src', f), 'utf8').trim()).join('\n\n');
export const DOCS = {
  plans: doc('features/catalog/graphql/Plans.graphql'),
  meals: doc('features/catalog/graphql/Meals.graphql', 'features/catalog/graphql/MealFields.graphql'),
  blog: doc('features/blog/graphql/Blog.graphql', 'features/blog/graphql/BlogCardFields.graphql'),
  mySubscription: doc('features/ordering/graphql/MySubscription.graphql'),
  dayMenu: doc('features/customer/graphql/GetDayMenu.graphql', 'features/customer/graphql/DayMenuFields.graphql'),
  swap: doc('features/customer/graphql/SwapMeal.graphql', 'features/customer/graphql/DayMenuFields.graphql'),
  pause: doc('features/customer/graphql/PauseSubscription.graphql', 'features/customer/graphql/SubscriptionOverviewFields.graphql'),
  resume: doc('features/customer/graphql/ResumeSubscription.graphql', 'features/customer/graphql/SubscriptionOverviewFields.graphql'),
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
      return { ...req, ...build(context.customer, context) };
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
