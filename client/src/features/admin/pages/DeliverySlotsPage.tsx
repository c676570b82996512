import { useState, type SubmitEvent } from 'react';
import { SingleDatePicker } from '../../../components/form/SingleDatePicker';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import { KitchenHolidaysPanel } from '../components/KitchenHolidaysPanel';
import styles from '../components/AdminPage.module.css';
import {
  useAdminDeliverySlots,
  useAdminSlotBookings,
  useCreateDeliverySlot,
  useUpdateDeliverySlot,
  type AdminDeliverySlotsQuery,
} from '../hooks/use-admin-operations';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { toIsoDate, tomorrow } from '../../../lib/dates';

type Slot = AdminDeliverySlotsQuery['adminDeliverySlots'][number];
const EMPTY = { label: '', labelAr: '', startTime: '', endTime: '', capacity: '20' };

/**
 * One slot's row: its capacity can be changed in place, the places booked on the chosen day beside it (— for a
 * switched-off slot), and it can be switched off (after a confirmation) or on.
 */
function SlotRow({ slot, booked, onToggle }: { slot: Slot; booked: number | undefined; onToggle: (slot: Slot) => void }) {
  const t = useAdminText();
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const [update, { loading }] = useUpdateDeliverySlot();
  async function save() {
    try {
      await update({ variables: { id: slot.id, input: { capacity: Number(capacity) } } });
      notify.success(t('deliverySlots.capacitySaved'));
    } catch (e) {
      notify.error(errorMessage(e));
    }
  }
  return (
    <tr>
      <td>
        <bdi>
          {slot.startTime}-{slot.endTime}
        </bdi>
      </td>
      <td>{slot.label}</td>
      <td dir="auto">{slot.labelAr ?? '—'}</td>
      <td>
        <label>
          <span className="visually-hidden">{t('deliverySlots.capacityOf', { label: slot.label })}</span>
          <input
            className={styles.selectInline}
            type="number"
            min={1}
            max={10000}
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
            style={{ width: 90 }}
          />
        </label>{' '}
        <Button variant="outline" disabled={loading || capacity === String(slot.capacity)} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </td>
      <td>
        <bdi>{booked === undefined ? '—' : `${booked} / ${slot.capacity}`}</bdi>
      </td>
      <td>{slot.active ? t('deliverySlots.offered') : t('deliverySlots.off')}</td>
      <td>
        <Button variant="outline" onClick={() => onToggle(slot)}>
          {slot.active ? t('deliverySlots.switchOff') : t('deliverySlots.switchOn')}
        </Button>
      </td>
    </tr>
  );
}

/**
 * /dashboard/delivery_slots: the daily delivery windows customers choose from, with their capacity per day and
 * the places booked on a chosen day (tomorrow by default); and the days the kitchen is closed.
 */
export default function DeliverySlotsPage() {
  const t = useAdminText();
  const { data, loading, error, refetch } = useAdminDeliverySlots();
  const [day, setDay] = useState<Date | null>(tomorrow);
  const bookingsDay = toIsoDate(day ?? tomorrow());
  const bookings = useAdminSlotBookings(bookingsDay);
  const booked = new Map((bookings.data?.deliverySlotAvailability ?? []).map((a) => [a.slotId, a.booked]));
  const [create, created] = useCreateDeliverySlot();
  const [update] = useUpdateDeliverySlot();
  const { ask, dialog } = useConfirm();
  const [form, setForm] = useState(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);

  async function add(e: SubmitEvent) {
    e.preventDefault();
    setFormError(null);
    if (!form.label.trim() || !form.startTime || !form.endTime) {
      setFormError(t('deliverySlots.required'));
      return;
    }
    if (form.endTime <= form.startTime) {
      setFormError(t('deliverySlots.endAfterStart'));
      return;
    }
    try {
      await create({
        variables: {
          input: {
            label: form.label.trim(),
            labelAr: form.labelAr.trim() || null,
            startTime: form.startTime,
            endTime: form.endTime,
            capacity: Number(form.capacity),
          },
        },
      });
      setForm(EMPTY);
      notify.success(t('deliverySlots.added'));
      // A new slot is offered at once: its bookings row is read again with the list.
      await Promise.all([refetch(), bookings.refetch()]);
    } catch (err) {
      setFormError(errorMessage(err));
    }
  }

  function toggle(slot: Slot) {
    // Switching a slot on or off adds it to or drops it from the offered slots whose bookings are listed.
    const run = () =>
      update({ variables: { id: slot.id, input: { active: !slot.active } } }).then(async (result) => {
        await bookings.refetch();
        return result;
      });
    if (!slot.active)
      return void run().then(
        () => notify.success(t('deliverySlots.offeredAgain')),
        (e: unknown) => notify.error(errorMessage(e)),
      );
    ask({
      title: t('deliverySlots.switchOffTitle'),
      message: t('deliverySlots.switchOffMessage', { time: `${slot.startTime}-${slot.endTime}`, label: slot.label }),
      confirmLabel: t('deliverySlots.switchOff'),
      success: t('deliverySlots.switchedOff'),
      run,
    });
  }

  const slots = data?.adminDeliverySlots ?? [];
  return (
    <AdminPage title={t('deliverySlots.title')} intro={t('deliverySlots.intro')}>
      <Panel title={t('deliverySlots.addTitle')}>
        <form className={styles.filters} onSubmit={(e) => void add(e)} noValidate>
          <label>
            <span className={styles.muted}>{t('deliverySlots.label')} </span>
            <input
              className={styles.selectInline}
              value={form.label}
              maxLength={40}
              onChange={(e) => setForm({ ...form, label: e.target.value })}
              placeholder={t('deliverySlots.labelPlaceholder')}
            />
          </label>
          <label>
            <span className={styles.muted}>{t('deliverySlots.labelAr')} </span>
            <input
              className={styles.selectInline}
              dir="rtl"
              lang="ar"
              value={form.labelAr}
              maxLength={40}
              onChange={(e) => setForm({ ...form, labelAr: e.target.value })}
              placeholder={t('deliverySlots.labelArPlaceholder')}
            />
          </label>
          <label>
            <span className={styles.muted}>{t('deliverySlots.start')} </span>
            <input
              className={styles.selectInline}
              type="time"
              value={form.startTime}
              onChange={(e) => setForm({ ...form, startTime: e.target.value })}
            />
          </label>
          <label>
            <span className={styles.muted}>{t('deliverySlots.end')} </span>
            <input
              className={styles.selectInline}
              type="time"
              value={form.endTime}
              onChange={(e) => setForm({ ...form, endTime: e.target.value })}
            />
          </label>
          <label>
            <span className={styles.muted}>{t('deliverySlots.capacity')} </span>
            <input
              className={styles.selectInline}
              type="number"
              min={1}
              max={10000}
              value={form.capacity}
              onChange={(e) => setForm({ ...form, capacity: e.target.value })}
              style={{ width: 90 }}
            />
          </label>
          <Button type="submit" disabled={created.loading}>
            {t('deliverySlots.add')}
          </Button>
        </form>
        {formError && (
          <p role="alert" className={styles.muted}>
            {formError}
          </p>
        )}
      </Panel>
      <Panel title={t('deliverySlots.slots')}>
        <div style={{ maxWidth: 260 }}>
          <SingleDatePicker
            id="slot-bookings-day"
            label={t('deliverySlots.bookedOn')}
            value={day}
            onChange={setDay}
            maxDate={new Date(2100, 0, 1)}
          />
        </div>
        {loading ? (
          <Spinner />
        ) : error ? (
          <ErrorState message={errorMessage(error)} />
        ) : !slots.length ? (
          <EmptyState title={t('deliverySlots.none')} />
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <table className="table">
              <thead>
                <tr>
                  <th>{t('deliverySlots.time')}</th>
                  <th>{t('deliverySlots.label')}</th>
                  <th>{t('deliverySlots.labelArColumn')}</th>
                  <th>{t('deliverySlots.capacity')}</th>
                  <th>{t('deliverySlots.booked')}</th>
                  <th>{t('common.status')}</th>
                  <th>{t('common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {slots.map((s) => (
                  <SlotRow key={`${s.id}-${s.capacity}`} slot={s} booked={booked.get(s.id)} onToggle={toggle} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <KitchenHolidaysPanel />
      {dialog}
    </AdminPage>
  );
}
