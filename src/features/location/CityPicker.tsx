import { useEffect, useId, useRef } from 'react';
import { citiesMatching } from '../../../machines/rules/cities';
import { cityPickerTexts } from '../../../machines/screenTexts/cityPicker';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import * as styles from './CityPicker.css';

export interface CityPickerProps {
  /** The offered cities (traer_ciudades_express), in the API's order. */
  cities: readonly string[];
  /** The cities are being asked for. */
  loading: boolean;
  /** The customer's current city, marked in the list. */
  current?: string | null;
  /** The text typed in the field: it filters the list. */
  typed: string;
  onTypedChange: (text: string) => void;
  /** A city tapped in the list, or the typed text sent with 'Elegir Ciudad' (the location checks it: docs/product.md#reglas). */
  onChoose: (city: string) => void;
  /** Ask for the cities again (the list could not be loaded). */
  onRetry: () => void;
  /** 'Ciudad no encontrada' and the like. */
  error?: string | null;
  /** A city is being applied. */
  busy?: boolean;
  label: string;
  submitLabel: string;
}

/**
 * The city picker ('Elegir Ciudad' was a blank text box): every offered city is listed as
 * the dialog opens, a tap chooses one, and typing filters the list (rules/cities.ts citiesMatching).
 * Typing a whole name and 'Elegir Ciudad' still works, under the spec's rule (matchCity).
 */
export function CityPicker({
  cities,
  loading,
  current,
  typed,
  onTypedChange,
  onChoose,
  onRetry,
  error,
  busy = false,
  label,
  submitLabel,
}: CityPickerProps) {
  const t = cityPickerTexts;
  const listId = useId();
  const shown = citiesMatching(typed, cities);
  // The picker takes the place of the dialog's button that was pressed to show it: focus would fall
  // back to the page, so it goes to the field (as Radix does for a dialog's first field on open).
  const field = useRef<HTMLInputElement>(null);
  // DOM glue: focus the search field when the picker opens.
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        onChoose(typed);
      }}
    >
      <TextField
        label={label}
        value={typed}
        onChange={(e) => onTypedChange(e.currentTarget.value)}
        ref={field}
        autoComplete="off"
        hint={t.filterHint}
        aria-controls={listId}
        error={error ?? undefined}
      />
      {loading && cities.length === 0 ? (
        <p className={styles.hint} role="status">
          <Spinner /> {t.loading}
        </p>
      ) : cities.length === 0 ? (
        <p className={styles.hint}>
          {t.none}{' '}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            {t.retry}
          </Button>
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.hint} role="status">
          {t.noMatch(typed.trim())}
        </p>
      ) : null}
      <ul id={listId} className={styles.list} aria-label={t.listLabel} hidden={shown.length === 0}>
        {shown.map((city) => (
          <li key={city}>
            <button
              type="button"
              className={styles.city}
              onClick={() => onChoose(city)}
              disabled={busy}
              aria-current={city === current ? 'true' : undefined}
            >
              {city}
              {city === current ? <span className={styles.current}>{t.current}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <Button type="submit" disabled={busy || typed.trim() === ''} busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
