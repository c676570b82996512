import { useState } from 'react';
import { SingleDatePicker } from '../../../components/form/SingleDatePicker';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import { ScrollTable } from '../../../components/ui/ScrollTable';
import styles from './KitchenPage.module.css';
import { useKitchenManifest, useKitchenProduction } from '../hooks/use-admin-operations';
import { adminText, useAdminText } from '../hooks/use-admin-text';
import { downloadCsv } from '../utils/download';
import { formatLong, toIsoDate, today } from '../../../lib/dates';

/**
 * /dashboard/kitchen: for one delivery day, the production report (per category and meal, how many)
 * and the delivery manifest (per customer); both printable and downloadable as CSV.
 */
export default function KitchenPage() {
  const t = useAdminText();
  const [day, setDay] = useState<Date | null>(today());
  const date = toIsoDate(day ?? today());
  const production = useKitchenProduction(date);
  const manifest = useKitchenManifest(date);

  function csv(kind: 'production' | 'manifest') {
    downloadCsv(`/api/kitchen/${kind}.csv?date=${date}`, `kitchen-${kind}-${date}.csv`).catch((e: unknown) =>
      notify.error(e instanceof Error ? e.message : adminText('export.failed')),
    );
  }

  const prod = production.data?.kitchenProduction;
  const stops = manifest.data?.kitchenManifest;
  return (
    <AdminPage
      title={t('kitchen.title')}
      intro={t('kitchen.intro', { date: formatLong(date) })}
      actions={
        <Button variant="outline" className="no-print" onClick={() => window.print()}>
          {t('common.print')}
        </Button>
      }
    >
      <div className="no-print" style={{ maxWidth: 260 }}>
        <SingleDatePicker id="kitchen-date" label={t('kitchen.day')} value={day} onChange={setDay} maxDate={new Date(2100, 0, 1)} />
      </div>
      <Panel
        title={prod ? t('kitchen.productionCount', { count: prod.totalMeals }) : t('kitchen.production')}
        actions={
          <Button variant="outline" className="no-print" onClick={() => csv('production')}>
            {t('export.button')}
          </Button>
        }
      >
        {production.error && !prod ? (
          <ErrorState message={errorMessage(production.error)} onRetry={() => void production.refetch()} />
        ) : !prod ? (
          <Spinner size={28} label={t('common.loading')} />
        ) : prod.categories.length === 0 ? (
          <EmptyState title={t('kitchen.nothingToCook')} />
        ) : (
          <ScrollTable
            wrapClassName={styles.tableWrap}
            className={styles.table}
            caption={t('kitchen.productionCaption')}
            headers={[t('common.category'), t('kitchen.meal'), t('kitchen.count')]}
          >
            {prod.categories.flatMap((c) =>
              c.meals.map((m, i) => (
                <tr key={`${c.category}-${m.mealId}`}>
                  <td>{i === 0 ? `${t(`enums.mealCategory.${c.category}`, { defaultValue: c.category })} (${c.total})` : ''}</td>
                  <td>{m.mealName}</td>
                  <td>{m.count}</td>
                </tr>
              )),
            )}
          </ScrollTable>
        )}
      </Panel>
      <Panel
        title={stops ? t('kitchen.manifestCount', { count: stops.stops.length }) : t('kitchen.manifest')}
        actions={
          <Button variant="outline" className="no-print" onClick={() => csv('manifest')}>
            {t('export.button')}
          </Button>
        }
      >
        {manifest.error && !stops ? (
          <ErrorState message={errorMessage(manifest.error)} onRetry={() => void manifest.refetch()} />
        ) : !stops ? (
          <Spinner size={28} label={t('common.loading')} />
        ) : stops.stops.length === 0 ? (
          <EmptyState title={t('kitchen.noDeliveries')} />
        ) : (
          <ScrollTable
            wrapClassName={styles.tableWrap}
            className={styles.table}
            caption={t('kitchen.manifestCaption')}
            headers={[
              t('kitchen.slot'),
              t('kitchen.customer'),
              t('common.phone'),
              t('kitchen.address'),
              t('kitchen.instructions'),
              t('kitchen.meals'),
            ]}
          >
            {stops.stops.map((s) => (
              <tr key={s.userId}>
                <td>
                  <bdi>{s.slot ?? t('kitchen.unassigned')}</bdi>
                </td>
                <td>{s.customerName}</td>
                <td>
                  <bdi>{s.phoneNo}</bdi>
                </td>
                <td>{s.address ?? '—'}</td>
                <td>{s.instructions ?? ''}</td>
                <td>
                  {s.meals.map((m) => `${t(`enums.mealCategory.${m.category}`, { defaultValue: m.category })}: ${m.mealName}`).join('; ')}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Panel>
    </AdminPage>
  );
}
