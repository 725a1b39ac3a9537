import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { messages } from '../../machines/messages';
import { PATHS } from '../../machines/paths';
import { usePasswordRecoveryForm, usePasswordResetForm } from '../app/accountForms';
import { AppLink, Button, ButtonLink, FormAlert, Icon, TextField } from '../ui';
import * as card from '../ui/FormCard.css';
import { PasswordField } from './PasswordField';
import * as styles from './account.css';

const t = messages.accountPages;

/** /recuperar-contrasena: ask for a link by email; the link (?token=…) opens the new-password form. */
export default function PasswordRecoveryPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return <div className={styles.single}>{token ? <ResetForm token={token} /> : <RequestForm />}</div>;
}

function Done({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <section className={styles.card} aria-live="polite">
      <div className={styles.success}>
        <span className={styles.successIcon} aria-hidden="true">
          <Icon name="checkCircle" size={36} />
        </span>
        <h1 className={styles.successTitle}>{title}</h1>
        <p className={styles.successBody}>{body}</p>
        {action}
      </div>
    </section>
  );
}

function RequestForm() {
  const form = usePasswordRecoveryForm();
  const [email, setEmail] = useState('');

  if (form.result) {
    return (
      <Done
        title={t.recoverySentTitle}
        body={form.result.mensaje.trim() !== '' ? form.result.mensaje : messages.identity.recoverySent}
        action={
          <ButtonLink href={PATHS.login} variant="secondary">
            {t.backToLogin}
          </ButtonLink>
        }
      />
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(email);
  };
  return (
    <form className={styles.card} ref={form.formRef} onSubmit={submit} noValidate aria-busy={form.busy || undefined}>
      <div className={card.head}>
        <h1 className={card.title}>{t.recoveryTitle}</h1>
        <p className={card.subtitle}>{t.recoverySubtitle}</p>
      </div>
      {form.formError && !form.fieldErrors.email ? <FormAlert>{form.formError}</FormAlert> : null}
      <TextField
        label={t.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          form.clearFieldError('email');
        }}
        error={form.fieldErrors.email}
        required
      />
      <Button type="submit" size="lg" fullWidth busy={form.busy}>
        {t.sendLink}
      </Button>
      <p className={styles.small}>
        <AppLink href={PATHS.login} className={styles.strongLink}>
          {t.backToLogin}
        </AppLink>
      </p>
    </form>
  );
}

function ResetForm({ token }: { token: string }) {
  const form = usePasswordResetForm(token);
  const [values, setValues] = useState({ password: '', password_confirmacion: '' });

  if (form.result) {
    return (
      <Done
        title={t.resetDoneTitle}
        body={t.resetDoneBody}
        action={<ButtonLink href={PATHS.login}>{messages.layout.signIn}</ButtonLink>}
      />
    );
  }

  const change = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearFieldError(field);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(values);
  };
  // Only the link itself can be wrong beyond the two fields: offer a new one.
  const linkProblem = form.formError === messages.identity.resetTokenInvalid;
  return (
    <form className={styles.card} ref={form.formRef} onSubmit={submit} noValidate aria-busy={form.busy || undefined}>
      <div className={card.head}>
        <h1 className={card.title}>{t.resetTitle}</h1>
        <p className={card.subtitle}>{t.resetSubtitle}</p>
      </div>
      {form.formError ? (
        <FormAlert>
          {form.formError}
          {linkProblem ? (
            <>
              {' '}
              <AppLink href={PATHS.recuperarContrasena}>{t.requestNewLink}</AppLink>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <div className={styles.fields}>
        <PasswordField
          label={t.newPassword}
          name="password"
          autoComplete="new-password"
          hint={t.passwordHint}
          value={values.password}
          onChange={(e) => change('password')(e.target.value)}
          error={form.fieldErrors.password}
          required
        />
        <PasswordField
          label={t.passwordConfirmation}
          name="password_confirmacion"
          autoComplete="new-password"
          value={values.password_confirmacion}
          onChange={(e) => change('password_confirmacion')(e.target.value)}
          error={form.fieldErrors.password_confirmacion}
          required
        />
      </div>
      <Button type="submit" size="lg" fullWidth busy={form.busy}>
        {t.savePassword}
      </Button>
    </form>
  );
}
