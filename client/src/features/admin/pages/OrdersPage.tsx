import { useMemo } from 'react';
import { DataGrid, gridBinding, gridExportParams, useGridQuery, type GridFilters } from '../../../components/grid';
import { Button } from '../../../components/ui/Button';
import { AdminPage, Panel } from '../components/AdminPage';
import { ExportButton } from '../components/ExportButton';
import { FilterInput, FilterSelect, GridFilterBar } from '../components/GridFilterBar';
import { orderColumns } from '../columns/orders-grid.columns';
import { useAdminOrders, type OrderSortField, type OrderStatus, type OrderType } from '../hooks/use-admin-operations';
import { usePlanOptions } from '../hooks/use-admin-plans';
import { useAdminText } from '../hooks/use-admin-text';
import { utcMidnightIso } from '../../../lib/dates';

const STATUSES: OrderStatus[] = ['Paid', 'PartiallyRefunded', 'Refunded', 'Cancelled'];
const TYPES = ['Trial', 'Monthly', 'Custom', 'Promotion'] as OrderType[];

/** The list's filters, kept in the URL beside the grid query. */
interface OrderFilters extends GridFilters {
  status: OrderStatus | '';
  orderType: OrderType | '';
  planId: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive (sent as the next day's midnight, exclusive). */
  to: string;
}
const NO_FILTERS: OrderFilters = { status: '', orderType: '', planId: '', from: '', to: '' };

/** The server's instant range of the filters' calendar days (UTC midnights; `to` day included). */
function range(f: OrderFilters): { from?: string; to?: string } {
  return { from: f.from ? utcMidnightIso(f.from) : undefined, to: f.to ? utcMidnightIso(f.to, 1) : undefined };
}

/**
 * /dashboard/orders: every order, server-paged, searched (order number, customer name, e-mail or
 * phone), sorted and filtered by status, type, plan and date range; a row's order number opens
 * /dashboard/orders/{id}. Export CSV downloads every matching order.
 */
export default function OrdersPage() {
  const t = useAdminText();
  const columns = useMemo(() => orderColumns(t), [t]);
  const grid = useGridQuery<OrderSortField, OrderFilters>(NO_FILTERS);
  const { filters } = grid;
  const plans = usePlanOptions();
  const filterVars = {
    status: filters.status || undefined,
    orderType: filters.orderType || undefined,
    planId: filters.planId || undefined,
    ...range(filters),
  };
  const list = useAdminOrders({ ...grid.variables, ...filterVars });
  const set = grid.setFilters;
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <AdminPage
      title={t('orders.title')}
      intro={t('orders.intro')}
      actions={
        <ExportButton path="/api/orders/export.csv" filename="orders.csv" params={{ ...gridExportParams(grid.variables), ...filterVars }} />
      }
    >
      <Panel>
        <GridFilterBar>
          <FilterSelect
            label={t('common.status')}
            value={filters.status}
            options={STATUSES.map((s) => ({ value: s, label: t(`enums.orderStatus.${s}`) }))}
            onChange={(status) => {
              set({ status });
            }}
          />
          <FilterSelect
            label={t('common.type')}
            value={filters.orderType}
            options={TYPES.map((s) => ({ value: s, label: t(`enums.orderType.${s}`) }))}
            onChange={(orderType) => {
              set({ orderType });
            }}
          />
          <FilterSelect
            label={t('common.plan')}
            value={filters.planId}
            options={(plans.data?.adminPlans.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={(planId) => {
              set({ planId });
            }}
          />
          <FilterInput
            type="date"
            label={t('common.from')}
            value={filters.from}
            max={filters.to || undefined}
            onChange={(from) => {
              set({ from });
            }}
          />
          <FilterInput
            type="date"
            label={t('common.to')}
            value={filters.to}
            min={filters.from || undefined}
            onChange={(to) => {
              set({ to });
            }}
          />
          {filtered && (
            <Button variant="outline" onClick={() => set(NO_FILTERS)}>
              {t('common.clearFilters')}
            </Button>
          )}
        </GridFilterBar>
        <DataGrid label={t('orders.gridLabel')} columns={columns} {...gridBinding(grid, list, (d) => d.adminOrders)} />
      </Panel>
    </AdminPage>
  );
}
