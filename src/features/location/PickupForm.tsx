import type { FormEvent } from 'react';
import { selectSlotError } from '../../../machines/location';
import { bogotaDayOf, bogotaMinutesOfDay } from '../../../machines/rules/deliverySlots';
import { pickupTexts } from '../../../machines/screenTexts/pickup';
import type { StoreRow } from '../../../machines/storeChoice';
import { formatDay } from '../../app/format';
import { useLocationEvents, useLocationState } from '../../app/hooks';
import type { useStoreChoice } from './storeChoice';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Icon } from '../../ui/Icon';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import * as styles from './pickup.css';

const t = pickupTexts;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'Abre hoy a las 11:00' / 'mañana' / 'el lunes', in Bogotá. */
function opensText(next: number, now: number): string {
  const day = bogotaDayOf(next);
  const today = bogotaDayOf(now);
  const tomorrow = bogotaDayOf(now + 24 * 3600_000);
  const when = day === today ? 'today' : day === tomorrow ? 'tomorrow' : new Date(`${day}T00:00:00Z`).getUTCDay();
  return t.opensAt(when, hhmm(bogotaMinutesOfDay(next)));
}

function StoreOption({ row, now, onChoose }: { row: StoreRow; now: number; onChoose: (vkbur: string) => void }) {
  const { store } = row;
  const id = `tienda-${store.Vkbur}`;
  return (
    <li>
      <label className={styles.store} htmlFor={id} data-testid="pickup-store">
        <input
          id={id}
          type="radio"
          name="tienda"
          className={styles.radio}
          value={store.Vkbur}
          checked={row.chosen}
          disabled={!row.choosable}
          onChange={() => onChoose(store.Vkbur)}
          aria-describedby={`${id}-estado`}
        />
        <span className={styles.storeHead}>
          {store.nombre}
          <Badge tone={row.openNow ? 'success' : 'dark'}>{row.openNow ? t.open : t.closedNow}</Badge>
        </span>
        <p className={styles.line}>{store.direccion}</p>
        <p className={styles.muted} id={`${id}-estado`}>
          {row.todayHours === '' ? t.closedToday : t.todayHours(row.todayHours)}
          {!row.openNow && row.nextOpening !== null ? ` · ${opensText(row.nextOpening, now)}` : ''}
          {!row.choosable ? ` · ${t.closedAtSlot}` : ''}
        </p>
      </label>
    </li>
  );
}

/** Recoger en tienda: the pick-up slot, the city's stores ('Abierto' / 'Cerrado ahora'), and the confirmation. */
export function PickupForm({ choice }: { choice: ReturnType<typeof useStoreChoice> }) {
  const location = useLocationEvents();
  const slotError = useLocationState(selectSlotError);
  const city = choice.city ?? '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choice.confirm();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={choice.loading || undefined}>
      <div>
        <h1 className={styles.title}>{t.storesTitle}</h1>
        <p className={styles.hint}>{t.storesHint}</p>
      </div>

      <div className={styles.slots}>
        <SelectField
          label={t.pickupDate}
          name="fechaEntrega"
          value={choice.slot.day ?? ''}
          onChange={(e) => location.chooseSlotDay(e.currentTarget.value)}
          options={choice.slot.days.map((d) => ({ value: d, label: formatDay(d) }))}
          error={slotError?.field === 'fechaEntrega' ? slotError.message : undefined}
        />
        <SelectField
          label={t.pickupTime}
          name="horaEntrega"
          value={choice.slot.time ?? ''}
          onChange={(e) => location.chooseSlotTime(e.currentTarget.value)}
          options={choice.slot.times.map((x) => ({ value: x, label: x }))}
          error={slotError?.field === 'horaEntrega' ? slotError.message : undefined}
        />
      </div>

      {choice.loading ? (
        <p className={styles.hint} role="status">
          <Spinner /> {t.loadingStores}
        </p>
      ) : choice.failed ? (
        <div>
          <FormAlert>{choice.error ?? t.storesFailed}</FormAlert>
          <Button variant="secondary" onClick={choice.retry} iconStart={<Icon name="repeat" size={18} />}>
            {t.retry}
          </Button>
        </div>
      ) : choice.rows.length === 0 ? (
        <p className={styles.hint}>{t.noStores(city)}</p>
      ) : (
        <fieldset className={styles.listFieldset}>
          <legend className={styles.legend}>{t.storesIn(city)}</legend>
          <ul className={styles.list} role="list">
            {choice.rows.map((row) => (
              <StoreOption key={row.store.Vkbur} row={row} now={choice.now} onChoose={choice.chooseStore} />
            ))}
          </ul>
        </fieldset>
      )}

      {choice.error && !choice.failed ? <FormAlert>{choice.error}</FormAlert> : null}

      <p className={styles.muted}>
        <Icon name="store" size={16} /> {t.noFee}
      </p>
      <Button
        type="submit"
        size="lg"
        fullWidth
        iconStart={<Icon name="check" size={20} />}
        disabled={choice.loading || choice.failed}
      >
        {t.confirm}
      </Button>
    </form>
  );
}
