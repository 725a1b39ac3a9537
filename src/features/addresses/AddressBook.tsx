/* eslint jsx-a11y/label-has-associated-control: ['error', { depth: 3 }] -- a choice's label text sits in span.text > span.alias, one level past the default look-ahead */
import { lazy, Suspense } from 'react';
import type { SavedAddress } from '../../../machines/addressBook';
import { messages } from '../../../machines/messages';
import { addressBookTexts as t } from '../../../machines/screenTexts/addressBook';
import { formTexts } from '../../../machines/screenTexts/forms';
import type { AddressBookHandle } from './addressBook';
import { useForm, type CheckboxBinding } from '../../app/useForm';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { FormAlert } from '../../ui/FormAlert';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import * as styles from './addressBook.css';

const Modal = lazy(() => import('../../ui/Modal'));
const f = formTexts;

/**
 * Mis Direcciones on /confirmar-ubicacion (machines/addressBook): the saved addresses as the
 * choice of the order's address (the city's default preselected, or 'Otra dirección' to type one),
 * each with Editar, Eliminar and Predeterminar; the dialogs are AddressBookDialogs, rendered
 * outside the page's form. The views read the machine and send intentions; no rule here.
 */
export function SavedAddressList({
  book,
  saveTyped,
}: {
  book: AddressBookHandle;
  /** The address form's 'keep it in Mis Direcciones' box, offered with 'Otra dirección'. */
  saveTyped?: CheckboxBinding;
}) {
  const { addresses } = book;
  return (
    <section className={styles.section} aria-labelledby="mis-direcciones">
      <div className={styles.head}>
        <h2 id="mis-direcciones" className={styles.title}>
          {t.title}
        </h2>
        {addresses !== null ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={book.changing}
            iconStart={<Icon name="plus" size={16} />}
            onClick={book.add}
          >
            {t.add}
          </Button>
        ) : null}
      </div>

      {book.error !== null ? (
        <div className={styles.status} role="alert">
          <strong>{t.loadFailed}</strong>
          <span>{book.error}</span>
          <Button type="button" variant="secondary" size="sm" onClick={book.retry}>
            {messages.layout.retry}
          </Button>
        </div>
      ) : addresses === null ? (
        <div className={styles.status}>
          <Spinner size="sm" />
        </div>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t.legend}</legend>
          {addresses.length === 0 ? <p className={styles.muted}>{t.empty}</p> : null}
          <ul className={styles.list} role="list">
            {addresses.map((address) => (
              <AddressItem key={address.id} address={address} book={book} />
            ))}
            <li className={styles.item}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="direccion-del-pedido"
                  className={styles.radio}
                  checked={book.choice === 'typed'}
                  onChange={book.chooseTyped}
                />
                <span className={styles.text}>
                  <span className={styles.alias}>{t.typedAddress}</span>
                  <span className={styles.muted}>{t.typedAddressHint}</span>
                </span>
              </label>
              {saveTyped && book.choice === 'typed' ? (
                <CheckboxField label={t.saveTyped} className={styles.actions} {...saveTyped} />
              ) : null}
            </li>
          </ul>
        </fieldset>
      )}
    </section>
  );
}

function AddressItem({ address, book }: { address: SavedAddress; book: AddressBookHandle }) {
  const choosable = book.isChoosable(address);
  const details = [address.barrio, address.ciudad].filter(Boolean).join(', ');
  return (
    <li className={styles.item}>
      <label className={styles.choice}>
        <input
          type="radio"
          name="direccion-del-pedido"
          className={styles.radio}
          checked={book.choice === address.id}
          disabled={!choosable}
          onChange={() => book.choose(address.id)}
        />
        <span className={styles.text}>
          <span className={styles.alias}>
            {address.alias}
            {address.predeterminada ? <Badge tone="success">{t.defaultBadge}</Badge> : null}
          </span>
          <span>{address.segmentoCompleto}</span>
          <span className={styles.muted}>{details}</span>
          {choosable ? null : <span className={styles.muted}>{t.otherCity(address.ciudad)}</span>}
        </span>
      </label>
      <div className={styles.actions}>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={book.changing}
          aria-label={t.editOf(address.alias)}
          onClick={() => book.edit(address.id)}
        >
          {t.edit}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={book.changing}
          aria-label={t.removeOf(address.alias)}
          onClick={() => book.askDelete(address.id)}
        >
          {t.remove}
        </Button>
        {address.predeterminada ? null : (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={book.changing}
            busy={book.defaulting === address.id}
            aria-label={t.makeDefaultOf(address.alias)}
            onClick={() => book.makeDefault(address.id)}
          >
            {t.makeDefault}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The address dialog (add / edit) and the delete confirmation, both Radix dialogs. */
export function AddressBookDialogs({ book }: { book: AddressBookHandle }) {
  const { form, toDelete } = book;
  return (
    <Suspense fallback={null}>
      {form !== null ? (
        <Modal
          open
          size="md"
          onOpenChange={(open) => !open && !form.busy && book.dismissForm()}
          title={form.address ? t.editTitle : t.addTitle}
          description={t.formDescription}
          actions={
            <>
              <Button type="submit" form="direccion-guardada" busy={form.busy}>
                {t.save}
              </Button>
              <Button type="button" variant="secondary" disabled={form.busy} onClick={book.dismissForm}>
                {t.cancel}
              </Button>
            </>
          }
        >
          <AddressDialogForm key={form.address?.id ?? 'nueva'} book={book} form={form} />
        </Modal>
      ) : null}
      {toDelete !== null ? (
        <Modal
          open
          onOpenChange={(open) => !open && !book.deleting && book.keep()}
          tone="warning"
          title={t.deleteTitle(toDelete.alias)}
          description={t.deleteBody}
          actions={
            <>
              <Button busy={book.deleting} onClick={book.confirmDelete}>
                {t.deleteConfirm}
              </Button>
              <Button variant="secondary" disabled={book.deleting} onClick={book.keep}>
                {t.keep}
              </Button>
            </>
          }
        />
      ) : null}
    </Suspense>
  );
}

function AddressDialogForm({ book, form }: { book: AddressBookHandle; form: NonNullable<AddressBookHandle['form']> }) {
  // The address book machine judges the dialog: its messages, its refusals (the focus goes to the first marked field).
  const { text, checkbox, formProps } = useForm(form.initial, book.submit, {
    fieldErrors: form.fieldErrors,
    refusals: form.refusals,
    clearFieldError: book.fieldEdited,
  });
  return (
    <form id="direccion-guardada" className={styles.dialogForm} {...formProps}>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <TextField label={t.alias} placeholder={t.aliasHint} {...text('alias')} required />
      <TextField label={f.address} autoComplete="street-address" placeholder={f.addressHint} {...text('direccion')} required />
      <TextField label={f.neighbourhood} {...text('barrio')} optional />
      <TextField label={f.complement} placeholder={f.complementHint} {...text('complemento')} optional />
      {/* The default address stays the default (the machine's rule): no box to untick. */}
      {form.address?.predeterminada ? null : <CheckboxField label={t.makeDefaultField} {...checkbox('predeterminada')} />}
    </form>
  );
}
