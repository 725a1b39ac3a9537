import { useState, type FormEvent } from 'react';
import { messages } from '../../machines/messages';
import { PROVIDERS, type Account } from '../../machines/schemas';
import { selectIsLoggedIn } from '../../machines/session';
import { useAccountForm, useMemberSince, usePasswordChangeForm } from '../app/accountForms';
import { useSession } from '../app/hooks';
import { Badge, Button, FormAlert, Spinner, StatusPanel, TextField } from '../ui';
import { cx } from '../ui/cx';
import { PasswordField } from './PasswordField';
import * as styles from './account.css';

const t = messages.accountPages;

/**
 * /mi-cuenta (esta-autenticado guard: machines/rules/routeGuards.ts, applied by the
 * layout): the customer's data, linked sign-in providers and the password.
 */
export default function AccountPage() {
  const isLoggedIn = useSession(selectIsLoggedIn);
  if (!isLoggedIn) {
    return (
      <div className={styles.pending}>
        <Spinner size="lg" />
      </div>
    );
  }
  return <SignedInAccount />;
}

function SignedInAccount() {
  const account = useAccountForm();
  const since = useMemberSince(account.load.status === 'loaded' ? account.load.account.fecha_registro : undefined);

  if (account.load.status === 'failed') {
    return (
      <StatusPanel
        icon="alert"
        tone="warning"
        title={t.loadFailed}
        body={account.load.message}
        actions={
          <Button variant="secondary" onClick={account.retry}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (account.load.status === 'loading') {
    return (
      <div className={styles.pending}>
        <Spinner size="lg" />
      </div>
    );
  }

  const data = account.load.account;
  return (
    <div className={styles.accountPage}>
      <header className={styles.accountHead}>
        <h1 className={styles.accountTitle}>{t.accountTitle}</h1>
        {since ? <p className={styles.accountSubtitle}>{t.memberSince(since)}</p> : null}
      </header>
      <div className={styles.accountGrid}>
        {/* Keyed by the saved data: after a save the fields start from what the API kept. */}
        <PersonalDataForm key={JSON.stringify(data)} data={data} form={account} />
        <div className={styles.column}>
          <LinkedAccounts linked={data.proveedores} />
          <PasswordChange />
        </div>
      </div>
    </div>
  );
}

function PersonalDataForm({ data, form }: { data: Account; form: ReturnType<typeof useAccountForm> }) {
  const [values, setValues] = useState({ nombres: data.nombres, apellidos: data.apellidos, telefono2: data.telefono2, direccion: data.direccion });
  const change = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearFieldError(field);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(values);
  };
  const errors = form.fieldErrors;
  return (
    <form className={styles.card} ref={form.formRef} onSubmit={submit} noValidate aria-busy={form.busy || undefined} aria-labelledby="tus-datos">
      <h2 id="tus-datos" className={styles.cardTitle}>
        {t.personalData}
      </h2>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <div className={styles.fields}>
        <div className={styles.pair}>
          <TextField label={t.names} name="nombres" autoComplete="given-name" value={values.nombres} onChange={(e) => change('nombres')(e.target.value)} error={errors.nombres} required />
          <TextField label={t.surnames} name="apellidos" autoComplete="family-name" value={values.apellidos} onChange={(e) => change('apellidos')(e.target.value)} error={errors.apellidos} required />
        </div>
        <div className={styles.readOnlyGroup}>
          <div className={styles.pair}>
            <TextField label={t.email} name="email" value={data.email} readOnly aria-describedby="solo-lectura" />
            <TextField label={t.cedula} name="cedula" value={data.cedula} readOnly aria-describedby="solo-lectura" />
          </div>
          <p id="solo-lectura" className={styles.cardHint}>
            {t.readOnlyHint}
          </p>
        </div>
        <TextField
          label={t.cellPhone}
          name="telefono2"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={t.cellPhoneHint}
          value={values.telefono2}
          onChange={(e) => change('telefono2')(e.target.value)}
          error={errors.telefono2}
          required
        />
        <TextField
          label={t.address}
          name="direccion"
          autoComplete="street-address"
          hint={t.addressHint}
          optional
          value={values.direccion}
          onChange={(e) => change('direccion')(e.target.value)}
          error={errors.direccion}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy}>
          {t.saveChanges}
        </Button>
      </div>
    </form>
  );
}

function LinkedAccounts({ linked }: { linked: readonly string[] }) {
  return (
    <section className={styles.card} aria-labelledby="cuentas-vinculadas">
      <div>
        <h2 id="cuentas-vinculadas" className={styles.cardTitle}>
          {t.linkedAccounts}
        </h2>
        <p className={styles.cardHint}>{t.linkedAccountsHint}</p>
      </div>
      <ul className={styles.providers}>
        {PROVIDERS.map((provider) => {
          const isLinked = linked.includes(provider);
          return (
            <li key={provider} className={styles.provider}>
              <span className={cx(styles.providerMark, styles[provider])} aria-hidden="true">
                {provider === 'google' ? 'G' : 'f'}
              </span>
              <span className={styles.providerName}>{t.providerNames[provider] ?? provider}</span>
              <Badge tone={isLinked ? 'success' : 'neutral'}>{isLinked ? t.linked : t.notLinked}</Badge>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PasswordChange() {
  const form = usePasswordChangeForm();
  const [values, setValues] = useState({ actual: '', password: '', password_confirmacion: '' });
  const change = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearFieldError(field);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(values);
  };
  const errors = form.fieldErrors;
  return (
    <form className={styles.card} ref={form.formRef} onSubmit={submit} noValidate aria-busy={form.busy || undefined} aria-labelledby="contrasena">
      <h2 id="contrasena" className={styles.cardTitle}>
        {t.security}
      </h2>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <div className={styles.fields}>
        <PasswordField
          label={t.currentPassword}
          name="actual"
          autoComplete="current-password"
          value={values.actual}
          onChange={(e) => change('actual')(e.target.value)}
          error={errors.actual}
          required
        />
        <PasswordField
          label={t.newPassword}
          name="password"
          autoComplete="new-password"
          hint={t.passwordHint}
          value={values.password}
          onChange={(e) => change('password')(e.target.value)}
          error={errors.password}
          required
        />
        <PasswordField
          label={t.passwordConfirmation}
          name="password_confirmacion"
          autoComplete="new-password"
          value={values.password_confirmacion}
          onChange={(e) => change('password_confirmacion')(e.target.value)}
          error={errors.password_confirmacion}
          required
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={form.busy}>
          {t.changePassword}
        </Button>
      </div>
    </form>
  );
}
