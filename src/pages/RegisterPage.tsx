import { useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '../../machines/messages';
import { PATHS } from '../../machines/paths';
import { selectIsLoggedIn } from '../../machines/session';
import { useRegistrationForm, type RegistrationValues } from '../app/accountForms';
import { useSession, useSessionEvents } from '../app/hooks';
import { AppLink, Button, ButtonLink, FormAlert, Icon, StatusPanel, TextField } from '../ui';
import * as card from '../ui/FormCard.css';
import { cx } from '../ui/cx';
import { PasswordField } from './PasswordField';
import * as styles from './account.css';

const t = messages.accountPages;
const PRIVACY_URL = 'https://www.pollosbrasa.co/politica-de-privacidad';

/** /registro: a new customer; with a pending social link, prefilled and linked to that provider account. */
export default function RegisterPage() {
  const isLoggedIn = useSession(selectIsLoggedIn);
  const form = useRegistrationForm();
  const session = useSessionEvents();
  const [values, setValues] = useState<RegistrationValues>(() => ({
    nombres: form.link?.nombres ?? '',
    apellidos: form.link?.apellidos ?? '',
    cedula: '',
    email: form.link?.email ?? '',
    telefono2: '',
    password: '',
    password_confirmacion: '',
    aceptaterminos: false,
  }));

  // Already signed in (right after registering, the session machine is already taking the customer on).
  if (isLoggedIn && form.result === null) {
    return (
      <StatusPanel
        icon="user"
        tone="success"
        title={t.alreadySignedIn}
        body={t.alreadySignedInBody}
        actions={<ButtonLink href={PATHS.miCuenta}>{t.goToAccount}</ButtonLink>}
      />
    );
  }

  const change = (field: keyof RegistrationValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'aceptaterminos' ? event.target.checked : event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    form.clearFieldError(field);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(values);
  };
  const errors = form.fieldErrors;
  const providerName = form.link ? (t.providerNames[form.link.proveedor] ?? form.link.proveedor) : '';

  return (
    <div className={styles.single}>
      <form className={styles.card} ref={form.formRef} onSubmit={submit} noValidate aria-busy={form.busy || undefined}>
        <div className={card.head}>
          <h1 className={card.title}>{t.registerTitle}</h1>
          <p className={card.subtitle}>{t.registerSubtitle}</p>
        </div>

        {form.link ? (
          <div className={styles.info}>
            <Icon name="info" size={20} />
            <div className={styles.infoBody}>
              <span>{t.linkingWith(providerName)}</span>
              <button type="button" className={styles.textButton} onClick={form.dropLink}>
                {t.doNotLink(providerName)}
              </button>
            </div>
          </div>
        ) : null}

        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}

        <div className={styles.fields}>
          <div className={styles.pair}>
            <TextField label={t.names} name="nombres" autoComplete="given-name" value={values.nombres} onChange={change('nombres')} error={errors.nombres} required />
            <TextField label={t.surnames} name="apellidos" autoComplete="family-name" value={values.apellidos} onChange={change('apellidos')} error={errors.apellidos} required />
          </div>
          <TextField
            label={t.cedula}
            name="cedula"
            inputMode="numeric"
            autoComplete="off"
            hint={t.cedulaHint}
            value={values.cedula}
            onChange={change('cedula')}
            error={errors.cedula}
            required
          />
          <TextField
            label={t.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={change('email')}
            error={errors.email}
            required
          />
          <TextField
            label={t.cellPhone}
            name="telefono2"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            hint={t.cellPhoneHint}
            value={values.telefono2}
            onChange={change('telefono2')}
            error={errors.telefono2}
            required
          />
          <PasswordField
            label={t.password}
            name="password"
            autoComplete="new-password"
            hint={t.passwordHint}
            value={values.password}
            onChange={change('password')}
            error={errors.password}
            required
          />
          <PasswordField
            label={t.passwordConfirmation}
            name="password_confirmacion"
            autoComplete="new-password"
            value={values.password_confirmacion}
            onChange={change('password_confirmacion')}
            error={errors.password_confirmacion}
            required
          />
          <div className={styles.check}>
            <label className={styles.checkLabel}>
              <input
                type="checkbox"
                name="aceptaterminos"
                className={styles.checkbox}
                checked={values.aceptaterminos}
                onChange={change('aceptaterminos')}
                aria-invalid={errors.aceptaterminos ? true : undefined}
                aria-describedby={errors.aceptaterminos ? 'aceptaterminos-error' : undefined}
              />
              <span>
                {t.acceptTerms}{' '}
                <AppLink href={PRIVACY_URL} external className={styles.strongLink}>
                  {t.readTerms}
                </AppLink>
              </span>
            </label>
            {errors.aceptaterminos ? (
              <p id="aceptaterminos-error" className={styles.checkError}>
                <Icon name="alert" size={16} />
                {errors.aceptaterminos}
              </p>
            ) : null}
          </div>
        </div>

        <Button type="submit" size="lg" fullWidth busy={form.busy}>
          {t.createAccount}
        </Button>

        {form.link === null ? (
          <>
            <p className={styles.divider}>{t.orRegisterWith}</p>
            <div className={styles.social}>
              <Button variant="secondary" fullWidth onClick={() => session.signInWithProvider('google')} disabled={form.busy} iconStart={<span className={cx(styles.providerMarkSmall, styles.google)} aria-hidden="true">G</span>}>
                {messages.forms.withGoogle}
              </Button>
              <Button variant="secondary" fullWidth onClick={() => session.signInWithProvider('facebook')} disabled={form.busy} iconStart={<span className={cx(styles.providerMarkSmall, styles.facebook)} aria-hidden="true">f</span>}>
                {messages.forms.withFacebook}
              </Button>
            </div>
          </>
        ) : null}

        <p className={styles.small}>
          {t.haveAccount}{' '}
          <AppLink href={PATHS.login} className={styles.strongLink}>
            {t.logIn}
          </AppLink>
        </p>
      </form>
    </div>
  );
}
