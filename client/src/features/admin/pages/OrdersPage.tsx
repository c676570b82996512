import { useMemo } from 'react';
import { DataGrid, useGridQuery, type GridFilters } from '../../../components/grid';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { ExportButton } from '../components/ExportButton';
import { orderColumns } from '../columns/orders-grid.columns';
import { useAdminOrders, type OrderSortField, type OrderStatus, type OrderType } from '../hooks/use-admin-operations';
import { usePlanOptions } from '../hooks/use-admin-plans';
import { useAdminText } from '../hooks/use-admin-text';

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
  const day = (ymd: string, plus = 0) => new Date(Date.parse(`${ymd}T00:00:00Z`) + plus * 86_400_000).toISOString();
  return { from: f.from ? day(f.from) : undefined, to: f.to ? day(f.to, 1) : undefined };
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
    status: filters.status || undefined, orderType: filters.orderType || undefined, planId: filters.planId || undefined, ...range(filters),
  };
  const { data, previousData, loading, error } = useAdminOrders({ ...grid.variables, ...filterVars });
  const set = grid.setFilters;
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <AdminPage
      title={t('orders.title')}
      intro={t('orders.intro')}
      actions={(
        <ExportButton
          path="/api/orders/export.csv"
          filename="orders.csv"
          params={{ search: grid.variables.search, sortBy: grid.variables.sortBy, sortDir: grid.variables.sortBy ? grid.variables.sortDir : undefined, ...filterVars }}
        />
      )}
    >
      <Panel>
        <div className={styles.filters} role="group" aria-label={t('common.filters')}>
          <label>
            <span className={styles.muted}>{t('common.status')} </span>
            <select className={styles.selectInline} value={filters.status} onChange={(e) => set({ status: e.target.value as OrderStatus | '' })}>
              <option value="">{t('common.all')}</option>
              {STATUSES.map((s) => <option key={s} value={s}>{t(`enums.orderStatus.${s}`)}</option>)}
            </select>
          </label>
          <label>
            <span className={styles.muted}>{t('common.type')} </span>
            <select className={styles.selectInline} value={filters.orderType} onChange={(e) => set({ orderType: e.target.value as OrderType | '' })}>
              <option value="">{t('common.all')}</option>
              {TYPES.map((s) => <option key={s} value={s}>{t(`enums.orderType.${s}`)}</option>)}
            </select>
          </label>
          <label>
            <span className={styles.muted}>{t('common.plan')} </span>
            <select className={styles.selectInline} value={filters.planId} onChange={(e) => set({ planId: e.target.value })}>
              <option value="">{t('common.all')}</option>
              {(plans.data?.adminPlans.data ?? []).map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
          </label>
          <label>
            <span className={styles.muted}>{t('common.from')} </span>
            <input type="date" className={styles.selectInline} value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} />
          </label>
          <label>
            <span className={styles.muted}>{t('common.to')} </span>
            <input type="date" className={styles.selectInline} value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.target.value })} />
          </label>
          {filtered && <button type="button" className="btn btn-outline" onClick={() => set(NO_FILTERS)}>{t('common.clearFilters')}</button>}
        </div>
        <DataGrid
          label={t('orders.gridLabel')}
          columns={columns}
          result={(data ?? previousData)?.adminOrders}
          loading={loading}
          error={error}
          query={grid.query} onQueryChange={grid.setQuery}
          getRowId={(row) => row.id}
        />
      </Panel>
    </AdminPage>
  );
}
