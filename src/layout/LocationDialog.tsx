import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  selectCities,
  selectCity,
  selectCityError,
  selectIsBusy,
  selectIsSelectingCity,
  selectLocationDialogMode,
} from '../../machines/location';
import { messages } from '../../machines/messages';
import { useLocationEvents, useLocationState } from '../app/hooks';
import Modal from '../ui/Modal';
import { Button } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { TextField } from '../ui/TextField';
import * as styles from './LocationDialog.css';

/** The city and address dialog of spec §2: what it offers depends on session and cart. */
export default function LocationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [, navigate] = useLocation();
  const mode = useLocationState(selectLocationDialogMode);
  const city = useLocationState(selectCity);
  const cities = useLocationState(selectCities);
  const error = useLocationState(selectCityError);
  const busy = useLocationState(selectIsBusy);
  const selecting = useLocationState(selectIsSelectingCity);
  const events = useLocationEvents();
  const [choosing, setChoosing] = useState(false);
  const [typed, setTyped] = useState('');
  const listId = useId();

  useEffect(() => {
    if (choosing) events.requestCities();
  }, [choosing, events]);

  // Close once a chosen city has been applied.
  const wasSelecting = useRef(false);
  useEffect(() => {
    if (wasSelecting.current && !selecting && !error) onOpenChange(false);
    wasSelecting.current = selecting;
  }, [selecting, error, onOpenChange]);

  const m = messages.location;
  const cityForm = (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        events.chooseCity(typed);
      }}
    >
      <TextField
        label={m.cityLabel}
        list={listId}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        autoComplete="off"
        autoFocus
        error={error ?? undefined}
      />
      <datalist id={listId}>
        {cities.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Button type="submit" disabled={busy || typed.trim() === ''}>
        {m.chooseCity}
      </Button>
    </form>
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={m.dialogTitle} description={city ? m.cityTooltip(city) : undefined}>
      {mode === 'lockedByCart' ? (
        <FormAlert>{m.cannotChangeWithCart}</FormAlert>
      ) : choosing ? (
        cityForm
      ) : mode === 'anonymous' ? (
        <div className={styles.actions}>
          <Button onClick={() => setChoosing(true)}>{m.chooseAnotherCity}</Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setChoosing(true)}>{m.chooseCity}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              onOpenChange(false);
              navigate('/confirmar-ubicacion');
            }}
          >
            {m.changeAddress}
          </Button>
        </div>
      )}
    </Modal>
  );
}
