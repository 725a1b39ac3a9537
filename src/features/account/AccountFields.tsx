import type { ComponentProps, ReactNode } from 'react';
import { PasswordField } from '../../ui/PasswordField';
import { TextField, type TextFieldProps } from '../../ui/TextField';
import * as styles from './account.css';
import type { TextBinding } from '../../app/useForm';
import { accountPages } from '../../../machines/screenTexts/accountPages';

/** The fields and the form element the account pages (/registro, /recuperar-contrasena, /mi-cuenta) share. */

const t = accountPages;

type Bind<N extends string> = (name: N) => TextBinding;
type FieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/**
 * An account form card, spread with the form hook's formProps (src/app/useForm.ts: after each
 * refusal the first marked field takes the focus; the schema validates, not the browser).
 */
export function AccountForm({
  busy,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'className'> & { busy: boolean; children: ReactNode }) {
  return (
    <form className={styles.card} aria-busy={busy || undefined} {...props}>
      {children}
    </form>
  );
}

/** Nombres and apellidos, side by side from sm up. */
export function NameFields({ bind }: { bind: Bind<'nombres' | 'apellidos'> }) {
  return (
    <div className={styles.pair}>
      <TextField label={t.names} autoComplete="given-name" {...bind('nombres')} required />
      <TextField label={t.surnames} autoComplete="family-name" {...bind('apellidos')} required />
    </div>
  );
}

export function EmailField(props: FieldProps) {
  return (
    <TextField
      label={t.email}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** The cell phone (telefono2): ten digits starting with 3. */
export function CellPhoneField(props: FieldProps) {
  return (
    <TextField label={t.cellPhone} type="tel" inputMode="numeric" autoComplete="tel-national" hint={t.cellPhoneHint} {...props} />
  );
}

/** A new password and its confirmation. */
export function NewPasswordFields({ label, bind }: { label: string; bind: Bind<'password' | 'password_confirmacion'> }) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={t.passwordHint} {...bind('password')} required />
      <PasswordField label={t.passwordConfirmation} autoComplete="new-password" {...bind('password_confirmacion')} required />
    </>
  );
}
