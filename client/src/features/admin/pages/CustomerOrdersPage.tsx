import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataGrid, useGridQuery } from '../../../components/grid';
import { SingleDatePicker } from '../../../components/form/SingleDatePicker';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatDubaiLong, formatLong, toIsoDate } from '../../../lib/dates';
import { formatAed } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { CustomerAddressesPanel } from '../components/CustomerAddressesPanel';
import { CustomerDataPanel } from '../components/CustomerDataPanel';
import { DELIVERY_STATUSES, DeliveryStatusSelect } from '../components/DeliveryStatusSelect';
import { deliveryColumns, type DeliveryRow } from '../columns/deliveries-grid.columns';
import {
  useAdminCustomer,
  useCustomerDeliveries,
  useUpdateDayDeliveryStatus,
  useUpdateDeliveryStatus,
  type DeliveryStatus,
} from '../hooks/use-admin-customers';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';

/**
 * /dashboard/order/user/{id}: the customer's details, subscriptions and delivery rows (spec section 3
 * "User plan order detail"), filterable by delivery status; each row's status can be changed, or a
 * whole day's at once (after a confirmation).
 */
export default function CustomerOrdersPage() {
  const t = useAdminText();
  const { id = '' } = useParams();
  const customer = useAdminCustomer(id);
  const grid = useGridQuery({ status: '' });
  const status = grid.filters.status as DeliveryStatus | '';
  const deliveries = useCustomerDeliveries({
    userId: id,
    deliveryStatus: status || undefined,
    page: grid.variables.page,
    limit: grid.variables.limit,
  });
  const [updateOne] = useUpdateDeliveryStatus();
  const [updateDay] = useUpdateDayDeliveryStatus();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();

  const subscriptions = customer.data?.adminCustomer.subscriptions ?? [];
  const orders = customer.data?.adminCustomer.orders ?? [];
  const [daySubscription, setDaySubscription] = useState('');
  const [day, setDay] = useState<Date | null>(null);
  const [dayStatus, setDayStatus] = useState<DeliveryStatus>('Delivered');
  const chosenSubscription = daySubscription || subscriptions[0]?.id || '';

  const columns = useMemo(
    () =>
      deliveryColumns(
        t,
        (row: DeliveryRow, next: DeliveryStatus) => {
          setBusyId(row.plannedMealId);
          updateOne({ variables: { input: { subscriptionId: row.userPlanId, index: row.index, status: next } } })
            .then(() =>
              notify.success(
                t('customerOrders.mealSet', {
                  meal: row.mealName,
                  date: formatLong(row.scheduleDate),
                  status: t(`enums.deliveryStatus.${next}`),
                }),
              ),
            )
            .catch((e: unknown) => notify.error(errorMessage(e)))
            .finally(() => setBusyId(null));
        },
        busyId,
      ),
    [t, updateOne, busyId],
  );

  const profile = customer.data?.adminCustomer.profile;
  const title = profile ? profile.fullName : t('customerOrders.title');

  function askDay() {
    if (!day || !chosenSubscription) {
      notify.warning(t('customerOrders.chooseFirst'));
      return;
    }
    const date = toIsoDate(day);
    const shown = formatLong(date);
    const status = t(`enums.deliveryStatus.${dayStatus}`);
    ask({
      title: t('customerOrders.setWholeDay'),
      message: t('customerOrders.confirmDay', { date: shown, status }),
      confirmLabel: t('customerOrders.setStatus'),
      success: t('customerOrders.daySet', { date: shown, status }),
      run: () => updateDay({ variables: { input: { subscriptionId: chosenSubscription, date, status: dayStatus } } }),
    });
  }

  return (
    <AdminPage
      title={title}
      actions={
        <Link to="/dashboard/customers" className={styles.back}>
          {t('back.customers')}
        </Link>
      }
    >
      {customer.error && !profile ? (
        <ErrorState message={errorMessage(customer.error)} onRetry={() => void customer.refetch()} />
      ) : !profile ? (
        <Spinner size={32} label={t('common.loading')} />
      ) : (
        <>
          <Panel title={t('customerOrders.customer')}>
            <dl className={styles.kv}>
              <dt>{t('common.name')}</dt>
              <dd>{profile.fullName}</dd>
              <dt>{t('common.email')}</dt>
              <dd>
                <bdi>{profile.email}</bdi>
              </dd>
              <dt>{t('common.phone')}</dt>
              <dd>
                <bdi>{profile.phoneNo}</bdi>
              </dd>
              <dt>{t('customers.planStatus')}</dt>
              <dd>{t(`enums.planStatus.${profile.planStatus}`)}</dd>
              <dt>{t('common.joined')}</dt>
              <dd>{formatDubaiLong(profile.createdAt)}</dd>
            </dl>
          </Panel>
          <CustomerAddressesPanel customerId={id} />
          <CustomerDataPanel customerId={id} email={profile.email} closed={profile.email.endsWith('.invalid')} />
          <Panel title={t('customerOrders.subscriptions')}>
            {subscriptions.length === 0 ? (
              <p className={styles.muted}>{t('customerOrders.noSubscriptions')}</p>
            ) : (
              <ul>
                {subscriptions.map((s) => (
                  <li key={s.id}>
                    <strong>{s.planName}</strong> · {t(`enums.subscriptionStatus.${s.status}`)} ·{' '}
                    {t('common.range', { from: formatLong(s.startDate), to: formatLong(s.endDate) })} ·{' '}
                    {t('customerOrders.subscriptionCounts', {
                      delivered: s.deliveredMeals,
                      total: s.totalMeals,
                      pending: s.pendingMeals,
                      out: s.outForDeliveryMeals,
                      cancelled: s.cancelledMeals,
                    })}
                  </li>
                ))}
              </ul>
            )}
            {orders.length > 0 && (
              <p className={styles.muted}>
                {t('customerOrders.orders', {
                  list: orders
                    .map(
                      (o) =>
                        `${o.orderNumber} (${t(`enums.orderType.${o.orderType}`)}, ${formatAed(o.total)}, ${formatDubaiLong(o.createdAt)})`,
                    )
                    .join('; '),
                })}
              </p>
            )}
          </Panel>
          <Panel title={t('customerOrders.deliveries')}>
            {subscriptions.length > 0 && (
              <fieldset className={styles.inline} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
                <legend className="visually-hidden">{t('customerOrders.setWholeDay')}</legend>
                {subscriptions.length > 1 && (
                  <label>
                    <span className={styles.muted}>{t('customerOrders.subscription')} </span>
                    <select className={styles.selectInline} value={chosenSubscription} onChange={(e) => setDaySubscription(e.target.value)}>
                      {subscriptions.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.planName} ({formatLong(s.startDate)})
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <SingleDatePicker
                  id="whole-day-date"
                  label={t('customerOrders.day')}
                  value={day}
                  onChange={setDay}
                  maxDate={new Date(2100, 0, 1)}
                />
                <DeliveryStatusSelect value={dayStatus} onChange={setDayStatus} label={t('customerOrders.statusForDay')} />
                <Button variant="outline" onClick={askDay}>
                  {t('customerOrders.setWholeDay')}
                </Button>
              </fieldset>
            )}
            <DataGrid
              label={t('customerOrders.deliveries')}
              columns={columns}
              result={(deliveries.data ?? deliveries.previousData)?.customerDeliveries}
              loading={deliveries.loading}
              error={deliveries.error}
              query={grid.query}
              onQueryChange={grid.setQuery}
              searchable={false}
              getRowId={(row) => row.plannedMealId}
              emptyTitle={t('customerOrders.noDeliveries')}
              toolbar={
                <label>
                  <span className={styles.muted} aria-hidden="true">
                    {t('customerOrders.deliveryStatus')}{' '}
                  </span>
                  <select
                    aria-label={t('customerOrders.filterByStatus')}
                    className={styles.selectInline}
                    value={status}
                    onChange={(e) => grid.setFilters({ status: e.target.value })}
                  >
                    <option value="">{t('common.all')}</option>
                    {DELIVERY_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {t(`enums.deliveryStatus.${s}`)}
                      </option>
                    ))}
                  </select>
                </label>
              }
            />
          </Panel>
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
