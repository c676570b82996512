import { Trans, useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import { SingleDatePicker } from '../../../components/form/SingleDatePicker';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import {
  usePauseSubscription,
  usePreviewPause,
  useResumeSubscription,
  type SubscriptionOverview,
} from '../hooks/use-subscription-overview';
import { useRefreshUser } from '../../../lib/hooks/use-refresh-session';
import { formatLong, fromIsoDate, toIsoDate, utcDay } from '../../../lib/dates';
import { changeableDeliveryDays } from '../utils/days';
import styles from './PauseSkipPanel.module.css';

type Mode = 'skip' | 'pause';

export interface PauseSkipPanelProps {
  subscription: SubscriptionOverview;
}

/**
 * Skip one delivery day or pause a range: the calendars offer only the subscription's delivery days at
 * least 48 hours ahead (never a day before the plan starts, nor one already paused); a preview shows the new
 * end date before the confirmation. Existing pauses are listed
 * with "Resume early", which gives back every paused day still 48 hours or more away.
 */
export function PauseSkipPanel({ subscription }: PauseSkipPanelProps) {
  const { t } = useTranslation('customer');
  const [mode, setMode] = useState<Mode>('skip');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmingResume, setConfirmingResume] = useState(false);
  const refreshUser = useRefreshUser();
  const [pause, pauseState] = usePauseSubscription();
  const [resume, resumeState] = useResumeSubscription();

  const earliest = utcDay(subscription.earliestPauseDay);
  const endDay = utcDay(subscription.endDate);
  const days = useMemo(() => changeableDeliveryDays(subscription.planMeals, earliest), [subscription.planMeals, earliest]);
  const daySet = useMemo(() => new Set(days), [days]);
  const isDeliveryDay = (date: Date) => daySet.has(toIsoDate(date));
  const firstDay = days.at(0) ?? earliest;
  const lastDay = days.at(-1) ?? endDay;
  const rangeTo = mode === 'skip' ? from : to;
  const preview = usePreviewPause(subscription.id, from, rangeTo);
  const canChange = subscription.status === 'Active' || subscription.status === 'Paused';
  const noRoom = days.length === 0;
  const resumable = subscription.pauses.some((p) => utcDay(p.to) >= earliest);
  // The first paused day that resuming gives back: the first one on or after the earliest changeable day.
  const firstResumed = subscription.pauses
    .filter((p) => utcDay(p.to) >= earliest)
    .map((p) => (utcDay(p.from) > earliest ? utcDay(p.from) : earliest))
    .reduce<string | null>((first, d) => (first && first <= d ? first : d), null);

  function reset() {
    setFrom(null);
    setTo(null);
  }

  async function confirmPause() {
    if (!from || !rangeTo) return;
    try {
      await pause({ variables: { subscriptionId: subscription.id, from, to: rangeTo } });
      notify.success(mode === 'skip' ? t('pause.skipped', { day: formatLong(from) }) : t('pause.pausedDone'));
      setConfirming(false);
      reset();
      void refreshUser();
    } catch (e) {
      setConfirming(false);
      notify.error(errorMessage(e));
    }
  }

  async function resumeEarly() {
    try {
      await resume({ variables: { subscriptionId: subscription.id } });
      notify.success(t('pause.resumed'));
      setConfirmingResume(false);
      void refreshUser();
    } catch (e) {
      setConfirmingResume(false);
      notify.error(errorMessage(e));
    }
  }

  // Only for the days now chosen: after a confirm (or a change of mode) the earlier answer is not shown.
  const previewData = from && rangeTo ? preview.data?.previewPause : undefined;
  const previewError = preview.error ? errorMessage(preview.error) : null;

  return (
    <section className={styles.panel} aria-labelledby="pause-skip-title">
      <h2 id="pause-skip-title" className={styles.title}>
        {t('pause.title')}
      </h2>
      <p className={styles.muted}>
        {t('pause.intro')} {canChange && t('pause.left', { count: subscription.pauseDaysLeft })}
      </p>

      {subscription.pauses.length > 0 && (
        <div className={styles.pauses}>
          <h3 className={styles.subtitle}>{t('pause.yours')}</h3>
          <ul className={styles.pauseList}>
            {subscription.pauses.map((p) => (
              <li key={`${p.from}-${p.to}`}>
                {utcDay(p.from) === utcDay(p.to)
                  ? formatLong(utcDay(p.from))
                  : `${formatLong(utcDay(p.from))} – ${formatLong(utcDay(p.to))}`}
                <span className={styles.days}>{t('pause.days', { count: p.days })}</span>
              </li>
            ))}
          </ul>
          {resumable && canChange && (
            <Button variant="outline" onClick={() => setConfirmingResume(true)}>
              {t('pause.resume')}
            </Button>
          )}
        </div>
      )}

      {!canChange ? (
        <p className={styles.alert} role="status">
          {t('pause.cannot', {
            // Mid-sentence: "is cancelled" in English (Arabic script has no case).
            status: t(`planStatus.${subscription.status}`, { defaultValue: subscription.status }).toLocaleLowerCase(),
          })}
        </p>
      ) : noRoom ? (
        <p className={styles.alert} role="status">
          {t('pause.noRoom')}
        </p>
      ) : subscription.pauseDaysLeft === 0 ? (
        <p className={styles.alert} role="status">
          {t('pause.usedAll')}
        </p>
      ) : (
        <>
          <div className={styles.modes} role="radiogroup" aria-label={t('pause.what')}>
            {(['skip', 'pause'] as const).map((m) => (
              <label key={m} className={`${styles.mode} ${mode === m ? styles.modeActive : ''}`}>
                <input
                  type="radio"
                  name="pause-mode"
                  value={m}
                  checked={mode === m}
                  onChange={() => {
                    setMode(m);
                    reset();
                  }}
                  className="visually-hidden"
                />
                {m === 'skip' ? t('pause.skipOne') : t('pause.range')}
              </label>
            ))}
          </div>
          <div className={styles.pickers}>
            <SingleDatePicker
              id="pause-from"
              label={mode === 'skip' ? t('pause.dayToSkip') : t('pause.from')}
              value={from ? fromIsoDate(from) : null}
              onChange={(d) => {
                const day = d ? toIsoDate(d) : null;
                setFrom(day);
                if (day && to && to < day) setTo(null);
              }}
              minDate={fromIsoDate(firstDay) ?? undefined}
              maxDate={fromIsoDate(lastDay) ?? undefined}
              filterDate={isDeliveryDay}
            />
            {mode === 'pause' && (
              <SingleDatePicker
                id="pause-to"
                label={t('pause.until')}
                value={to ? fromIsoDate(to) : null}
                onChange={(d) => setTo(d ? toIsoDate(d) : null)}
                minDate={fromIsoDate(from ?? firstDay) ?? undefined}
                maxDate={fromIsoDate(lastDay) ?? undefined}
                filterDate={isDeliveryDay}
                disabled={!from}
              />
            )}
          </div>

          {preview.loading && (
            <p className={styles.muted}>
              <Spinner size={16} /> {t('pause.checking')}
            </p>
          )}
          {previewError && (
            <p className={styles.alert} role="alert">
              {previewError}
            </p>
          )}
          {previewData && !preview.loading && !previewError && (
            <div className={styles.preview} role="status">
              <p>
                <strong>{t('pause.days', { count: previewData.pausedDays })}</strong> {t('pause.pausedNewEnd')}{' '}
                <strong data-testid="new-end-date">{formatLong(utcDay(previewData.newEndDate))}</strong>
              </p>
              <p className={styles.muted}>{t('pause.leftAfter', { count: previewData.pauseDaysLeft })}</p>
              <Button onClick={() => setConfirming(true)}>{mode === 'skip' ? t('pause.skipThis') : t('pause.pauseThese')}</Button>
            </div>
          )}
        </>
      )}

      <Modal
        open={confirming}
        title={mode === 'skip' ? t('pause.skipTitle') : t('pause.pauseTitle')}
        onClose={() => setConfirming(false)}
        onSave={() => void confirmPause()}
        saveLabel={t('pause.confirm')}
        submitting={pauseState.loading}
        closeDisabled={pauseState.loading}
      >
        {previewData && (
          <p>
            {previewData.pausedDays === 1
              ? t('pause.noMealsOn', { day: formatLong(utcDay(previewData.from)) })
              : t('pause.noMealsRange', { from: formatLong(utcDay(previewData.from)), to: formatLong(utcDay(previewData.to)) })}{' '}
            <Trans
              t={t}
              i18nKey="pause.newEnd"
              values={{ end: formatLong(utcDay(previewData.newEndDate)), old: formatLong(endDay) }}
              components={{ bold: <strong /> }}
            />
          </p>
        )}
      </Modal>
      <Modal
        open={confirmingResume}
        title={t('pause.resumeTitle')}
        onClose={() => setConfirmingResume(false)}
        onSave={() => void resumeEarly()}
        saveLabel={t('pause.resume')}
        cancelLabel={t('pause.keepPauses')}
        submitting={resumeState.loading}
        closeDisabled={resumeState.loading}
      >
        <p>{t('pause.resumeText', { day: formatLong(firstResumed ?? earliest) })}</p>
      </Modal>
    </section>
  );
}
