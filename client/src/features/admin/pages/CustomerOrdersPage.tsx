import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataGrid } from '../../../components/grid';
import { SingleDatePicker } from '../../../components/form/SingleDatePicker';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import {
  AdminCustomerDocument, CustomerDeliveriesDocument, UpdateDayDeliveryStatusDocument, UpdateDeliveryStatusDocument,
  type DeliveryStatus,
} from '../../../generated/graphql';
import { errorMessage } from '../../../lib/apollo-client';
import { formatDMY } from '../../../lib/dates';
import { formatAed } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { DELIVERY_STATUSES, DeliveryStatusSelect } from '../components/DeliveryStatusSelect';
import { deliveryColumns, type DeliveryRow } from '../columns/deliveries-grid.columns';
import { useConfirm } from '../hooks/use-confirm';
import { useGridQuery } from '../hooks/use-grid-query';
import { humanize, ymd } from '../utils/format';

/**
 * /dashboard/order/user/{id}: the customer's details, subscriptions and delivery rows (spec section 3
 * "User plan order detail"), filterable by delivery status; each row's status can be changed, or a
 * whole day's at once (after a confirmation).
 */
export default function CustomerOrdersPage() {
  const { id = '' } = useParams();
  const customer = useQuery(AdminCustomerDocument, { variables: { id } });
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const grid = useGridQuery();
  const deliveries = useQuery(CustomerDeliveriesDocument, {
    variables: { userId: id, deliveryStatus: status || undefined, page: grid.variables.page, limit: grid.variables.limit },
  });
  const [updateOne] = useMutation(UpdateDeliveryStatusDocument, { refetchQueries: ['CustomerDeliveries', 'AdminCustomer'] });
  const [updateDay] = useMutation(UpdateDayDeliveryStatusDocument, { refetchQueries: ['CustomerDeliveries', 'AdminCustomer'] });
  const [busyId, setBusyId] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();

  const subscriptions = customer.data?.adminCustomer.subscriptions ?? [];
  const [daySubscription, setDaySubscription] = useState('');
  const [day, setDay] = useState<Date | null>(null);
  const [dayStatus, setDayStatus] = useState<DeliveryStatus>('Delivered');
  const chosenSubscription = daySubscription || subscriptions[0]?.id || '';

  const columns = useMemo(() => deliveryColumns((row: DeliveryRow, next: DeliveryStatus) => {
    setBusyId(row.plannedMealId);
    updateOne({ variables: { input: { subscriptionId: row.userPlanId, index: row.index, status: next } } })
      .then(() => notify.success(`${row.mealName} on ${formatDMY(row.scheduleDate)}: ${humanize(next)}.`))
      .catch((e: unknown) => notify.error(errorMessage(e)))
      .finally(() => setBusyId(null));
  }, busyId), [updateOne, busyId]);

  const profile = customer.data?.adminCustomer.profile;
  const title = profile ? profile.fullName : 'Customer orders';

  function askDay() {
    if (!day || !chosenSubscription) {
      notify.warning('Choose a subscription and a day first.');
      return;
    }
    const date = ymd(day);
    ask({
      title: 'Set whole day',
      message: `Set every meal of ${formatDMY(`${date}T00:00:00.000Z`)} to “${humanize(dayStatus)}”?`,
      confirmLabel: 'Set status',
      success: `All meals of ${formatDMY(`${date}T00:00:00.000Z`)} set to ${humanize(dayStatus)}.`,
      run: () => updateDay({ variables: { input: { subscriptionId: chosenSubscription, date, status: dayStatus } } }),
    });
  }

  return (
    <AdminPage title={title} actions={<Link to="/dashboard/customers" className={styles.back}>← Customers</Link>}>
      {customer.error && !profile ? (
        <ErrorState message={errorMessage(customer.error)} onRetry={() => void customer.refetch()} />
      ) : !profile ? (
        <Spinner size={32} label="Loading" />
      ) : (
        <>
          <Panel title="Customer">
            <dl className={styles.kv}>
              <dt>Name</dt><dd>{profile.fullName}</dd>
              <dt>Email</dt><dd>{profile.email}</dd>
              <dt>Phone</dt><dd>{profile.phoneNo}</dd>
              <dt>Delivery address</dt><dd>{profile.deliveryAddress?.formatted ?? 'Not added yet'}</dd>
              {profile.deliveryAddress?.instructions && (<><dt>Instructions</dt><dd>{profile.deliveryAddress.instructions}</dd></>)}
              <dt>Plan status</dt><dd>{profile.planStatus}</dd>
              <dt>Joined</dt><dd>{formatDMY(profile.createdAt)}</dd>
            </dl>
          </Panel>
          <Panel title="Subscriptions">
            {subscriptions.length === 0 ? <p className={styles.muted}>No subscriptions yet.</p> : (
              <ul>
                {subscriptions.map((s) => (
                  <li key={s.id}>
                    <strong>{s.planName}</strong> · {humanize(s.status)} · {formatDMY(s.startDate)} to {formatDMY(s.endDate)} ·{' '}
                    {s.deliveredMeals}/{s.totalMeals} delivered, {s.pendingMeals} pending, {s.outForDeliveryMeals} out, {s.cancelledMeals} cancelled
                  </li>
                ))}
              </ul>
            )}
            {customer.data!.adminCustomer.orders.length > 0 && (
              <p className={styles.muted}>
                Orders: {customer.data!.adminCustomer.orders.map((o) => `${o.orderNumber} (${humanize(o.orderType)}, ${formatAed(o.total)}, ${formatDMY(o.createdAt)})`).join('; ')}
              </p>
            )}
          </Panel>
          <Panel title="Deliveries">
            {subscriptions.length > 0 && (
              <fieldset className={styles.inline} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
                <legend className="visually-hidden">Set whole day</legend>
                {subscriptions.length > 1 && (
                  <label>
                    <span className={styles.muted}>Subscription </span>
                    <select className={styles.selectInline} value={chosenSubscription} onChange={(e) => setDaySubscription(e.target.value)}>
                      {subscriptions.map((s) => <option key={s.id} value={s.id}>{s.planName} ({formatDMY(s.startDate)})</option>)}
                    </select>
                  </label>
                )}
                <SingleDatePicker id="whole-day-date" label="Day" value={day} onChange={setDay} maxDate={new Date(2100, 0, 1)} />
                <DeliveryStatusSelect value={dayStatus} onChange={setDayStatus} label="Status for the whole day" />
                <button type="button" className="btn btn-outline" onClick={askDay}>Set whole day</button>
              </fieldset>
            )}
            <DataGrid
              key={status}
              initialQuery={{ limit: grid.query.limit }}
              label="Deliveries"
              columns={columns}
              result={(deliveries.data ?? deliveries.previousData)?.customerDeliveries}
              loading={deliveries.loading}
              error={deliveries.error}
              onQueryChange={grid.setQuery}
              searchable={false}
              getRowId={(row) => row.plannedMealId}
              emptyTitle="No deliveries"
              toolbar={(
                <label>
                  <span className={styles.muted} aria-hidden="true">Delivery status </span>
                  <select
                    aria-label="Filter by delivery status"
                    className={styles.selectInline}
                    value={status}
                    onChange={(e) => { setStatus(e.target.value as DeliveryStatus | ''); grid.setQuery((q) => ({ ...q, page: 1 })); }}
                  >
                    <option value="">All</option>
                    {DELIVERY_STATUSES.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
                  </select>
                </label>
              )}
            />
          </Panel>
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
