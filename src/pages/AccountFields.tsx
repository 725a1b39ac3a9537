import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { PasswordField } from '../ui/PasswordField';
import { TextField, type TextFieldProps } from '../ui/TextField';
import * as styles from './account.css';
import type { TextBinding } from './useFormValues';
import { accountPages } from '../../machines/screenTexts/accountPages';

/** The fields and the form element the account pages (/registro, /recuperar-contrasena, /mi-cuenta) share. */

const t = accountPages;

type Bind<N extends string> = (name: N) => TextBinding;
type FieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/**
 * An account form card. After each refusal (the form machine counts them) the first marked
 * field takes the focus, or the message above the form is scrolled to; the schema validates,
 * not the browser.
 */
export function AccountForm({
  form,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'ref' | 'className' | 'noValidate'> & {
  form: { refusals: number; busy: boolean };
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.refusals === 0) return;
    const element = formRef.current;
    const field = element?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else element?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
  }, [form.refusals]);
  return (
    <form className={styles.card} ref={formRef} noValidate aria-busy={form.busy || undefined} {...props}>
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
