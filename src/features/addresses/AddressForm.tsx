import { type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import * as styles from './AddressForm.css';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import * as card from '../../ui/FormCard.css';
import { Icon } from '../../ui/Icon';
import { SelectField, type SelectOption } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { formTexts } from '../../../machines/screenTexts/forms';

export interface AddressFormValues {
  ciudad: string;
  direccion: string;
  barrio: string;
  complemento: string;
  /** YYYY-MM-DD. */
  fechaEntrega: string;
  /** HH:MM. */
  horaEntrega: string;
}

export interface AddressFormProps {
  /** Offered cities (ignored when cityReadOnly). */
  cities: readonly string[];
  /** Shows the city as text, not a select (e.g. when the cart has products). */
  cityReadOnly?: boolean;
  defaultValues?: Partial<AddressFormValues>;
  /** When given, the date is a select of these; otherwise a native date input. */
  dateOptions?: readonly SelectOption[];
  /** When given, the time is a select of these; otherwise a native time input. */
  timeOptions?: readonly SelectOption[];
  /**
   * A slot chosen outside the form (the location machine): the date and time
   * selects show these and report changes, so a new day brings its own hours.
   */
  slot?: { date: string; time: string; onDateChange: (date: string) => void; onTimeChange: (time: string) => void };
  /** Native date input's min (YYYY-MM-DD). */
  minDate?: string;
  onSubmit: (values: AddressFormValues) => void;
  busy?: boolean;
  error?: string | null;
  fieldErrors?: Partial<Record<keyof AddressFormValues, string>>;
  /** Default 'Confirma tu ubicación'. */
  title?: string;
  /** Default 'Confirmar ubicación'. */
  submitLabel?: string;
  /** Home delivery: shown before the address fields (the saved addresses to choose from). */
  addressSlot?: ReactNode;
  /** Home delivery to a chosen saved address: no address fields to type. */
  hideAddressFields?: boolean;
}

export function AddressForm({
  cities,
  cityReadOnly = false,
  defaultValues = {},
  dateOptions,
  timeOptions,
  slot,
  minDate,
  onSubmit,
  busy = false,
  error,
  fieldErrors = {},
  title = formTexts.addressTitle,
  submitLabel = formTexts.confirmAddress,
  addressSlot,
  hideAddressFields = false,
}: AddressFormProps) {
  const t = formTexts;
  const city = defaultValues.ciudad ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => String(data.get(name) ?? '').trim();
    onSubmit({
      ciudad: cityReadOnly ? city : read('ciudad'),
      direccion: read('direccion'),
      barrio: read('barrio'),
      complemento: read('complemento'),
      fechaEntrega: read('fechaEntrega'),
      horaEntrega: read('horaEntrega'),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <div className={card.head}>
        <h1 className={card.title}>{title}</h1>
      </div>

      {error ? <FormAlert>{error}</FormAlert> : null}

      <div className={styles.grid}>
        {cityReadOnly ? (
          <div className={styles.full}>
            <p className={styles.readOnlyLabel} id="address-city-label">
              {t.city}
            </p>
            <p className={styles.readOnlyCity} aria-labelledby="address-city-label">
              <Icon name="pin" size={18} className={styles.pin} />
              {city}
            </p>
          </div>
        ) : (
          <SelectField
            className={styles.full}
            label={t.city}
            name="ciudad"
            defaultValue={city}
            placeholder={t.chooseOption}
            options={cities.map((name) => ({ value: name, label: name }))}
            error={fieldErrors.ciudad}
            required
          />
        )}

        {!addressSlot ? null : <div className={styles.full}>{addressSlot}</div>}
        {hideAddressFields ? null : (
          <>
            <TextField
              className={styles.full}
              label={t.address}
              name="direccion"
              autoComplete="street-address"
              placeholder={t.addressHint}
              defaultValue={defaultValues.direccion}
              error={fieldErrors.direccion}
              required
            />
            <TextField
              label={t.neighbourhood}
              name="barrio"
              autoComplete="address-level3"
              defaultValue={defaultValues.barrio}
              error={fieldErrors.barrio}
              optional
            />
            <TextField
              label={t.complement}
              name="complemento"
              optional
              placeholder={t.complementHint}
              defaultValue={defaultValues.complemento}
              error={fieldErrors.complemento}
            />
          </>
        )}

        {dateOptions ? (
          <SelectField
            label={t.deliveryDate}
            name="fechaEntrega"
            {...(slot
              ? { value: slot.date, onChange: (e: ChangeEvent<HTMLSelectElement>) => slot.onDateChange(e.currentTarget.value) }
              : { defaultValue: defaultValues.fechaEntrega ?? '' })}
            placeholder={t.chooseOption}
            options={dateOptions}
            error={fieldErrors.fechaEntrega}
            required
          />
        ) : (
          <TextField
            label={t.deliveryDate}
            name="fechaEntrega"
            type="date"
            min={minDate}
            defaultValue={defaultValues.fechaEntrega}
            error={fieldErrors.fechaEntrega}
            required
          />
        )}
        {timeOptions ? (
          <SelectField
            label={t.deliveryTime}
            name="horaEntrega"
            {...(slot
              ? { value: slot.time, onChange: (e: ChangeEvent<HTMLSelectElement>) => slot.onTimeChange(e.currentTarget.value) }
              : { defaultValue: defaultValues.horaEntrega ?? '' })}
            placeholder={t.chooseOption}
            options={timeOptions}
            error={fieldErrors.horaEntrega}
            required
          />
        ) : (
          <TextField
            label={t.deliveryTime}
            name="horaEntrega"
            type="time"
            defaultValue={defaultValues.horaEntrega}
            error={fieldErrors.horaEntrega}
            required
          />
        )}
      </div>

      <Button type="submit" size="lg" fullWidth busy={busy} iconStart={<Icon name="check" size={20} />}>
        {submitLabel}
      </Button>
    </form>
  );
}
