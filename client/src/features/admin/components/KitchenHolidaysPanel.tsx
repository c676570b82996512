import { useState, type SubmitEvent } from 'react';
import { SingleDatePicker } from '../../../components/form/SingleDatePicker';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { formatLong, toIsoDate, tomorrow } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { useAddKitchenHoliday, useKitchenHolidays, useRemoveKitchenHoliday } from '../hooks/use-admin-operations';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { Panel } from './AdminPage';
import styles from './AdminPage.module.css';

/**
 * The days the kitchen is closed (public holidays, docs/decisions/0087-dubai-days-and-delivery-weeks.md): staff close
 * a day from tomorrow on, after a confirmation that says the meals planned on it move to the end of each plan and
 * the customers are told; and open one again.
 */
export function KitchenHolidaysPanel() {
  const t = useAdminText();
  const { data, loading, error } = useKitchenHolidays();
  const [add, adding] = useAddKitchenHoliday();
  const [remove] = useRemoveKitchenHoliday();
  const { ask, dialog } = useConfirm();
  const [day, setDay] = useState<Date | null>(null);
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  function submit(e: SubmitEvent) {
    e.preventDefault();
    setFormError(null);
    if (!day || !name.trim()) {
      setFormError(t('holidays.required'));
      return;
    }
    const date = toIsoDate(day);
    ask({
      title: t('holidays.closeTitle'),
      message: t('holidays.closeMessage', { day: formatLong(date) }),
      confirmLabel: t('holidays.close'),
      success: t('holidays.closed'),
      // A refusal (already closed, a past day) is the dialog's toast; the form keeps what was typed.
      run: async () => {
        const result = await add({ variables: { input: { date, name: name.trim(), nameAr: nameAr.trim() || null } } });
        setDay(null);
        setName('');
        setNameAr('');
        return result;
      },
    });
  }

  function reopen(date: string, label: string) {
    ask({
      title: t('holidays.reopenTitle'),
      message: t('holidays.reopenMessage', { day: formatLong(date), name: label }),
      confirmLabel: t('holidays.reopen'),
      success: t('holidays.reopened'),
      run: () => remove({ variables: { date } }),
    });
  }

  const holidays = data?.kitchenHolidays ?? [];
  return (
    <Panel title={t('holidays.title')}>
      <p className={styles.muted}>{t('holidays.intro')}</p>
      <form className={styles.filters} onSubmit={submit} noValidate aria-label={t('holidays.title')}>
        <SingleDatePicker
          id="holiday-day"
          label={t('holidays.day')}
          value={day}
          onChange={setDay}
          minDate={tomorrow()}
          maxDate={new Date(2100, 0, 1)}
        />
        <label>
          <span className={styles.muted}>{t('holidays.name')} </span>
          <input className={styles.selectInline} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          <span className={styles.muted}>{t('holidays.nameAr')} </span>
          <input
            className={styles.selectInline}
            dir="rtl"
            lang="ar"
            value={nameAr}
            maxLength={80}
            onChange={(e) => setNameAr(e.target.value)}
          />
        </label>
        <Button type="submit" disabled={adding.loading}>
          {t('holidays.close')}
        </Button>
      </form>
      {formError && (
        <p className={styles.allergensError} role="alert">
          {formError}
        </p>
      )}
      {loading ? (
        <Spinner />
      ) : error ? (
        <ErrorState message={errorMessage(error)} />
      ) : holidays.length === 0 ? (
        <EmptyState title={t('holidays.none')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className="table" aria-label={t('holidays.title')}>
            <thead>
              <tr>
                <th scope="col">{t('holidays.day')}</th>
                <th scope="col">{t('holidays.name')}</th>
                <th scope="col">{t('holidays.nameAr')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {holidays.map((h) => (
                <tr key={h.date}>
                  <td>{formatLong(h.date)}</td>
                  <td>{h.name}</td>
                  <td dir="auto">{h.nameAr ?? '—'}</td>
                  <td>
                    <Button variant="outline" onClick={() => reopen(h.date, h.name)}>
                      {t('holidays.reopen')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog}
    </Panel>
  );
}
