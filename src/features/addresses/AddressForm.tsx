import type { ChangeEvent, ReactNode } from 'react';
import { useForm, type CheckboxBinding } from '../../app/useForm';
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
  /** The 'keep it in Mis Direcciones' box of a typed address (drawn by addressSlot). */
  saveTyped: boolean;
}

const noFieldErrors: Partial<Record<keyof AddressFormValues, string>> = {};

export interface AddressFormProps {
  /** Offered cities (ignored when cityReadOnly). */
  cities: readonly string[];
  /** Shows the city as text, not a select (e.g. when the cart has products). */
  cityReadOnly?: boolean;
  defaultValues?: Partial<Omit<AddressFormValues, 'saveTyped'>>;
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
  /** Home delivery: shown before the address fields (the saved addresses to choose from, with the form's saveTyped box). */
  addressSlot?: (saveTyped: CheckboxBinding) => ReactNode;
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
  fieldErrors = noFieldErrors,
  title = formTexts.addressTitle,
  submitLabel = formTexts.confirmAddress,
  addressSlot,
  hideAddressFields = false,
}: AddressFormProps) {
  const t = formTexts;
  const city = defaultValues.ciudad ?? '';

  const { text, checkbox, formProps } = useForm<AddressFormValues>(
    () => ({
      ciudad: city,
      direccion: defaultValues.direccion ?? '',
      barrio: defaultValues.barrio ?? '',
      complemento: defaultValues.complemento ?? '',
      fechaEntrega: defaultValues.fechaEntrega ?? '',
      horaEntrega: defaultValues.horaEntrega ?? '',
      saveTyped: false,
    }),
    (values) => {
      // What is sent is what shows: the slot chosen outside, no address when its fields are hidden.
      const typed = !hideAddressFields;
      onSubmit({
        ciudad: cityReadOnly ? city : values.ciudad.trim(),
        direccion: typed ? values.direccion.trim() : '',
        barrio: typed ? values.barrio.trim() : '',
        complemento: typed ? values.complemento.trim() : '',
        fechaEntrega: (slot && dateOptions ? slot.date : values.fechaEntrega).trim(),
        horaEntrega: (slot && timeOptions ? slot.time : values.horaEntrega).trim(),
        saveTyped: values.saveTyped,
      });
    },
    { fieldErrors },
  );
  // The slot's selects show the location machine's choice and tell it each change.
  const slotBinding = (name: 'fechaEntrega' | 'horaEntrega') =>
    slot
      ? {
          name,
          value: name === 'fechaEntrega' ? slot.date : slot.time,
          onChange: (e: ChangeEvent<HTMLSelectElement>) =>
            (name === 'fechaEntrega' ? slot.onDateChange : slot.onTimeChange)(e.currentTarget.value),
          error: fieldErrors[name],
        }
      : text(name);

  return (
    <form className={styles.form} {...formProps} aria-busy={busy || undefined}>
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
            placeholder={t.chooseOption}
            options={cities.map((name) => ({ value: name, label: name }))}
            {...text('ciudad')}
            required
          />
        )}

        {!addressSlot ? null : <div className={styles.full}>{addressSlot(checkbox('saveTyped'))}</div>}
        {hideAddressFields ? null : (
          <>
            <TextField
              className={styles.full}
              label={t.address}
              autoComplete="street-address"
              placeholder={t.addressHint}
              {...text('direccion')}
              required
            />
            <TextField label={t.neighbourhood} autoComplete="address-level3" {...text('barrio')} optional />
            <TextField label={t.complement} optional placeholder={t.complementHint} {...text('complemento')} />
          </>
        )}

        {dateOptions ? (
          <SelectField
            label={t.deliveryDate}
            placeholder={t.chooseOption}
            options={dateOptions}
            {...slotBinding('fechaEntrega')}
            required
          />
        ) : (
          <TextField label={t.deliveryDate} type="date" min={minDate} {...text('fechaEntrega')} required />
        )}
        {timeOptions ? (
          <SelectField
            label={t.deliveryTime}
            placeholder={t.chooseOption}
            options={timeOptions}
            {...slotBinding('horaEntrega')}
            required
          />
        ) : (
          <TextField label={t.deliveryTime} type="time" {...text('horaEntrega')} required />
        )}
      </div>

      <Button type="submit" size="lg" fullWidth busy={busy} iconStart={<Icon name="check" size={20} />}>
        {submitLabel}
      </Button>
    </form>
  );
}
