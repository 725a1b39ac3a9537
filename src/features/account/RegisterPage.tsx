import { PATHS } from '../../../machines/paths';
import { selectIsLoggedIn } from '../../../machines/session';
import { useRegistrationForm, type RegistrationValues } from './accountForms';
import { useSession, useSessionEvents } from '../../app/hooks';
import { useForm } from '../../app/useForm';
import { AppLink } from '../../ui/AppLink';
import { Button, ButtonLink } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { FormAlert } from '../../ui/FormAlert';
import { FormHead } from '../../ui/FormHead';
import { Icon } from '../../ui/Icon';
import { SocialSignIn } from './SocialSignIn';
import { StatusPanel } from '../../ui/StatusPanel';
import { TextField } from '../../ui/TextField';
import { AccountForm, CellPhoneField, EmailField, NameFields, NewPasswordFields } from './AccountFields';
import * as styles from './account.css';
import { accountPages } from '../../../machines/screenTexts/accountPages';

const t = accountPages;
const PRIVACY_URL = 'https://www.pollosbrasa.co/politica-de-privacidad';

/** /registro: a new customer; with a pending social link, prefilled and linked to that provider account. */
export default function RegisterPage() {
  const isLoggedIn = useSession(selectIsLoggedIn);
  const form = useRegistrationForm();
  const session = useSessionEvents();
  const { text, checkbox, formProps } = useForm<RegistrationValues>(
    () => ({
      nombres: form.link?.nombres ?? '',
      apellidos: form.link?.apellidos ?? '',
      cedula: '',
      email: form.link?.email ?? '',
      telefono2: '',
      password: '',
      password_confirmacion: '',
      aceptaterminos: false,
    }),
    form.submit,
    form,
  );

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

  const providerName = form.link ? (t.providerNames[form.link.proveedor] ?? form.link.proveedor) : '';

  return (
    <div className={styles.single}>
      <AccountForm busy={form.busy} {...formProps}>
        <FormHead title={t.registerTitle} subtitle={t.registerSubtitle} />

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
          <NameFields bind={text} />
          <TextField label={t.cedula} inputMode="numeric" autoComplete="off" hint={t.cedulaHint} {...text('cedula')} required />
          <EmailField {...text('email')} required />
          <CellPhoneField {...text('telefono2')} required />
          <NewPasswordFields label={t.password} bind={text} />
          <CheckboxField
            label={
              <>
                {t.acceptTerms}{' '}
                <AppLink href={PRIVACY_URL} external className={styles.strongLink}>
                  {t.readTerms}
                </AppLink>
              </>
            }
            {...checkbox('aceptaterminos')}
          />
        </div>

        <Button type="submit" size="lg" fullWidth busy={form.busy}>
          {t.createAccount}
        </Button>

        {form.link === null ? (
          <SocialSignIn label={t.orRegisterWith} onSelect={session.signInWithProvider} disabled={form.busy} />
        ) : null}

        <p className={styles.small}>
          {t.haveAccount}{' '}
          <AppLink href={PATHS.login} className={styles.strongLink}>
            {t.logIn}
          </AppLink>
        </p>
      </AccountForm>
    </div>
  );
}
