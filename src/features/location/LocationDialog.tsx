import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  selectCities,
  selectCity,
  selectCityError,
  selectIsBusy,
  selectIsLoadingCities,
  selectIsSelectingCity,
  selectLocationDialogMode,
} from '../../../machines/location';
import { messages } from '../../../machines/messages';
import { useLocationEvents, useLocationState } from '../../app/hooks';
import Modal from '../../ui/Modal';
import { Button } from '../../ui/Button';
import { CityPicker } from './CityPicker';
import { FormAlert } from '../../ui/FormAlert';
import * as styles from './LocationDialog.css';

/** The city and address dialog of docs/product.md#pantallas-y-rutas: what it offers depends on session and cart. */
export default function LocationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [, navigate] = useLocation();
  const mode = useLocationState(selectLocationDialogMode);
  const city = useLocationState(selectCity);
  const cities = useLocationState(selectCities);
  const error = useLocationState(selectCityError);
  const busy = useLocationState(selectIsBusy);
  const selecting = useLocationState(selectIsSelectingCity);
  const loadingCities = useLocationState(selectIsLoadingCities);
  const events = useLocationEvents();
  const [choosing, setChoosing] = useState(false);
  const [typed, setTyped] = useState('');

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
  // docs/product.md#pantallas-y-rutas 'Elegir Ciudad': the offered cities are listed at once; typing filters them.
  const cityForm = (
    <CityPicker
      label={m.cityLabel}
      submitLabel={m.chooseCity}
      cities={cities}
      loading={loadingCities}
      current={city}
      typed={typed}
      onTypedChange={setTyped}
      onChoose={events.chooseCity}
      onRetry={events.requestCities}
      error={error}
      busy={busy && !loadingCities}
    />
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
