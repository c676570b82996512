import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SingleDatePicker } from '../../../components/form/SingleDatePicker';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { KitchenManifestDocument, KitchenProductionDocument } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/apollo-client';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from './KitchenPage.module.css';
import { downloadCsv } from '../utils/download';
import { today, ymd } from '../utils/format';

/**
 * /dashboard/kitchen: for one delivery day, the production report (per category and meal, how many)
 * and the delivery manifest (per customer); both printable and downloadable as CSV.
 */
export default function KitchenPage() {
  const [day, setDay] = useState<Date | null>(today());
  const date = ymd(day ?? today());
  const production = useQuery(KitchenProductionDocument, { variables: { date } });
  const manifest = useQuery(KitchenManifestDocument, { variables: { date } });

  function csv(kind: 'production' | 'manifest') {
    downloadCsv(`/api/kitchen/${kind}.csv?date=${date}`, `kitchen-${kind}-${date}.csv`).catch((e: unknown) => notify.error(e instanceof Error ? e.message : 'Download failed.'));
  }

  const prod = production.data?.kitchenProduction;
  const stops = manifest.data?.kitchenManifest;
  return (
    <AdminPage
      title="Kitchen"
      intro={`Delivery day ${date.split('-').reverse().join('-')}`}
      actions={<button type="button" className="btn btn-outline no-print" onClick={() => window.print()}>Print</button>}
    >
      <div className="no-print" style={{ maxWidth: 260 }}>
        <SingleDatePicker id="kitchen-date" label="Delivery day" value={day} onChange={setDay} maxDate={new Date(2100, 0, 1)} />
      </div>
      <Panel title={`Production${prod ? ` · ${prod.totalMeals} meals` : ''}`} actions={<button type="button" className="btn btn-outline no-print" onClick={() => csv('production')}>Export CSV</button>}>
        {production.error && !prod ? <ErrorState message={errorMessage(production.error)} onRetry={() => void production.refetch()} />
          : !prod ? <Spinner size={28} label="Loading" />
            : prod.categories.length === 0 ? <EmptyState title="Nothing to cook on this day" />
              : (
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption className="visually-hidden">Meals to prepare per category</caption>
                    <thead><tr><th scope="col">Category</th><th scope="col">Meal</th><th scope="col">Count</th></tr></thead>
                    <tbody>
                      {prod.categories.flatMap((c) => c.meals.map((m, i) => (
                        <tr key={`${c.category}-${m.mealId}`}>
                          <td>{i === 0 ? `${c.category} (${c.total})` : ''}</td><td>{m.mealName}</td><td>{m.count}</td>
                        </tr>
                      )))}
                    </tbody>
                  </table>
                </div>
              )}
      </Panel>
      <Panel title={`Delivery manifest${stops ? ` · ${stops.stops.length} stops` : ''}`} actions={<button type="button" className="btn btn-outline no-print" onClick={() => csv('manifest')}>Export CSV</button>}>
        {manifest.error && !stops ? <ErrorState message={errorMessage(manifest.error)} onRetry={() => void manifest.refetch()} />
          : !stops ? <Spinner size={28} label="Loading" />
            : stops.stops.length === 0 ? <EmptyState title="No deliveries on this day" />
              : (
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption className="visually-hidden">Deliveries per customer</caption>
                    <thead><tr><th scope="col">Customer</th><th scope="col">Phone</th><th scope="col">Address</th><th scope="col">Instructions</th><th scope="col">Meals</th></tr></thead>
                    <tbody>
                      {stops.stops.map((s) => (
                        <tr key={s.userId}>
                          <td>{s.customerName}</td><td>{s.phoneNo}</td><td>{s.address ?? '—'}</td><td>{s.instructions ?? ''}</td>
                          <td>{s.meals.map((m) => `${m.category}: ${m.mealName}`).join('; ')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
      </Panel>
    </AdminPage>
  );
}
