import { expect, test } from '../support/app-fixture';
import type { Page } from '@playwright/test';
import { buyPlan, gql, sessionOf, startDay } from '../support/buy-plan';
import { apiLogin, DEMO_SUPERADMIN, signInPage, signUpByApi } from '../support/session';

/**
 * Staff grids at 1280 px: every column fits beside the pinned Actions column (nothing sits hidden under it or
 * needs a sideways scroll) on the customers and menu grids, no header is cut off, and the cells a reviewer found
 * cut (a customer's phone number, the meal's status, the audit log's time, an order's renewal) show their whole text. Long free text (the audit log's change) ends in an ellipsis
 * with the full text as the cell's tooltip.
 */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.ag-row .ag-cell').first()).toBeVisible();
  await expect(page.locator('.page-loader, [aria-busy="true"]')).toHaveCount(0);
}

/**
 * What the grid hides: how far (px) the centre columns reach under the pinned Actions column or past the grid's
 * edge (0 when all fit), and the headers and `colIds` cells whose text is cut.
 */
function measure(page: Page, colIds: string[]) {
  return page.evaluate((ids) => {
    const box = document.querySelector('.ag-root-wrapper')!.getBoundingClientRect();
    const headers = [...document.querySelectorAll<HTMLElement>('.ag-header-cell[col-id]')];
    const actions = headers.find((h) => h.getAttribute('col-id') === 'actions');
    const limit = actions ? actions.getBoundingClientRect().left : box.right;
    const hiddenPx = Math.max(0, ...headers.filter((h) => h !== actions).map((h) => Math.round(h.getBoundingClientRect().right - limit)));
    const overflows = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const cut = (el: Element) => [el, ...el.querySelectorAll('*')].some(overflows);
    const cutHeaders = [...document.querySelectorAll('.ag-header-cell-text')].filter(cut).map((el) => el.textContent);
    const cells = ids.flatMap((id) =>
      [...document.querySelectorAll(`.ag-cell[col-id="${id}"]`)].filter(cut).map((el) => `${id}: ${el.textContent}`),
    );
    return { hiddenPx, headers: cutHeaders, cells };
  }, colIds);
}

test('staff grids at 1280 px: columns fit beside Actions, headers and key cells are whole', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A customer's plan, bought through the API, so the orders grid has a row whose plan renews itself; staff then
  // refund AED 1.00 of it, so the longest status ("Partially refunded") is on the first page too.
  await signUpByApi(page, request);
  await buyPlan(page, request, { start: startDay(0) });
  const customer = await sessionOf(page);
  const staff = await apiLogin(request, DEMO_SUPERADMIN.identifier, { staff: true });
  const { myOrders } = await gql<{ myOrders: { id: string }[] }>(request, customer.token, 'query { myOrders { id } }', {});
  await gql(request, staff.token, 'mutation($i: RefundOrderInput!) { refundOrder(input: $i) { order { status } } }', {
    i: { orderId: myOrders[0].id, amount: 100, reason: 'Grid widths journey' },
  });
  await signInPage(page, staff);
  const token = staff.token;
  // One audit entry of this run's own: a discount code made through the API.
  const created = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query: 'mutation($i: CreateDiscountCodeInput!) { createDiscountCode(input: $i) { id } }',
      variables: {
        i: {
          code: `WIDTH${Date.now().toString(36).slice(-5).toUpperCase()}`,
          name: 'Grid widths journey',
          percentage: 5,
          startDate: new Date().toISOString(),
          endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        },
      },
    },
  });
  expect(((await created.json()) as { errors?: unknown[] }).errors).toBeUndefined();

  await open(page, '/dashboard/customers', 'Customers');
  expect(await measure(page, ['phoneNo', 'planStatus', 'createdAt'])).toEqual({ hiddenPx: 0, headers: [], cells: [] });

  await open(page, '/dashboard/menus', 'Menu');
  expect(await measure(page, ['active', 'category', 'calories'])).toEqual({ hiddenPx: 0, headers: [], cells: [] });

  // Eight columns scroll sideways; the time, role and address stay whole, the change has its tooltip.
  await open(page, '/dashboard/audit', 'Audit log');
  const audit = await measure(page, ['createdAt', 'actorRole', 'ip']);
  expect({ headers: audit.headers, cells: audit.cells }).toEqual({ headers: [], cells: [] });
  const change = page.locator('.ag-cell[col-id="change"]').first();
  expect(await change.getAttribute('title')).toBeTruthy();

  // Orders scroll sideways too; the Renewal column's header and state, the status and the order number stay whole.
  await open(page, '/dashboard/orders', 'Orders');
  const orders = await measure(page, ['renewalState', 'status', 'orderNumber']);
  expect({ headers: orders.headers, cells: orders.cells }).toEqual({ headers: [], cells: [] });
  await expect(page.locator('.ag-header-cell[col-id="renewalState"]')).toHaveText('Renewal');
  await expect(page.locator('.ag-cell[col-id="renewalState"]').filter({ hasText: 'Scheduled' }).first()).toBeVisible();
});
