import type { ReactNode } from 'react';
import { accountLinks } from '../../../machines/rules/menu';
import { PROVIDERS, type Account } from '../../../machines/schemas';
import { menuTexts } from '../../../machines/screenTexts/menu';
import { selectCanLogOut } from '../../../machines/session';
import { useAccountForm, useMemberSince, usePasswordChangeForm } from './accountForms';
import { useSession, useSessionEvents } from '../../app/hooks';
import { useForm, type FormBinding } from '../../app/useForm';
import { Badge } from '../../ui/Badge';
import { Button, type ButtonProps } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { AppLink } from '../../ui/AppLink';
import { Icon, type IconName } from '../../ui/Icon';
import { PasswordField } from '../../ui/PasswordField';
import { Spinner } from '../../ui/Spinner';
import { StatusPanel } from '../../ui/StatusPanel';
import { TextField } from '../../ui/TextField';
import { cx } from '../../ui/cx';
import { visuallyHidden } from '../../styles/utilities.css';
import { AccountForm, CellPhoneField, NameFields, NewPasswordFields } from './AccountFields';
import * as styles from './account.css';
import { accountPages } from '../../../machines/screenTexts/accountPages';

const t = accountPages;

function Pending() {
  return (
    <div className={styles.pending}>
      <Spinner size="lg" />
    </div>
  );
}

/** 'Cerrar sesión' (always reachable, here as in the side menu), offered while the session machine would take it. */
function LogoutButton() {
  const canLogOut = useSession(selectCanLogOut);
  const session = useSessionEvents();
  if (!canLogOut) return null;
  return (
    <Button variant="secondary" onClick={session.logOut} iconStart={<Icon name="logOut" size={18} />}>
      {menuTexts.logOut}
    </Button>
  );
}

const SCREEN_ICONS: Record<string, IconName> = {
  addresses: 'pin',
  track: 'moto',
  orders: 'receipt',
  favourites: 'heart',
  subscriptions: 'repeat',
};

/**
 * The account screens (machines/rules/menu accountLinks, the side menu's own list): offered here whatever
 * the delivery time, so a customer who signed in to check an order finds it. Shown when the
 * customer's data could not be loaded too: they do not depend on it.
 */
function AccountScreens() {
  return (
    <nav aria-labelledby="tus-pantallas">
      <h2 id="tus-pantallas" className={visuallyHidden}>
        {t.accountScreens}
      </h2>
      <ul className={styles.screens}>
        {accountLinks().map((link) => (
          <li key={link.id}>
            <AppLink href={link.href} className={styles.screenLink}>
              <Icon name={SCREEN_ICONS[link.id] ?? 'chevronRight'} size={22} className={styles.screenIcon} />
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /mi-cuenta (guard 'authenticated' in the route table: drawn only for a signed-in customer):
 * the way to the account screens, the customer's data, linked sign-in providers and the password.
 */
export default function AccountPage() {
  const account = useAccountForm();
  const since = useMemberSince(account.load.status === 'loaded' ? account.load.account.fecha_registro : undefined);

  if (account.load.status === 'failed') {
    return (
      <div className={styles.accountPage}>
        <StatusPanel
          icon="alert"
          tone="warning"
          title={t.loadFailed}
          body={account.load.message}
          actions={
            <>
              <Button variant="secondary" onClick={account.retry}>
                {t.retry}
              </Button>
              <LogoutButton />
            </>
          }
        />
        <AccountScreens />
      </div>
    );
  }
  if (account.load.status === 'loading') {
    return <Pending />;
  }

  const data = account.load.account;
  return (
    <div className={styles.accountPage}>
      <header className={styles.accountHead}>
        <h1 className={styles.accountTitle}>{t.accountTitle}</h1>
        {since ? <p className={styles.accountSubtitle}>{t.memberSince(since)}</p> : null}
        <div className={styles.accountActions}>
          <LogoutButton />
        </div>
      </header>
      <AccountScreens />
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

/** A /mi-cuenta form card: its title (which names it), the error above the fields, and the button at the end. */
function AccountCardForm({
  id,
  title,
  form,
  fields,
  submitLabel,
  submitVariant,
  children,
}: {
  id: string;
  title: string;
  form: { busy: boolean; formError: string | null };
  fields: Pick<FormBinding<Record<string, string>>, 'formProps'>;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  return (
    <AccountForm busy={form.busy} {...fields.formProps} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <Button type="submit" variant={submitVariant} busy={form.busy}>
          {submitLabel}
        </Button>
      </div>
    </AccountForm>
  );
}

function PersonalDataForm({ data, form }: { data: Account; form: ReturnType<typeof useAccountForm> }) {
  const fields = useForm(
    { nombres: data.nombres, apellidos: data.apellidos, telefono2: data.telefono2, direccion: data.direccion },
    form.submit,
    form,
  );
  const { text } = fields;
  return (
    <AccountCardForm id="tus-datos" title={t.personalData} form={form} fields={fields} submitLabel={t.saveChanges}>
      <NameFields bind={text} />
      <div className={styles.readOnlyGroup}>
        <div className={styles.pair}>
          <TextField label={t.email} name="email" value={data.email} readOnly aria-describedby="solo-lectura" />
          <TextField label={t.cedula} name="cedula" value={data.cedula} readOnly aria-describedby="solo-lectura" />
        </div>
        <p id="solo-lectura" className={styles.cardHint}>
          {t.readOnlyHint}
        </p>
      </div>
      <CellPhoneField {...text('telefono2')} required />
      <TextField label={t.address} autoComplete="street-address" hint={t.addressHint} optional {...text('direccion')} />
    </AccountCardForm>
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
  const fields = useForm({ actual: '', password: '', password_confirmacion: '' }, form.submit, form);
  const { text } = fields;
  return (
    <AccountCardForm
      id="contrasena"
      title={t.security}
      form={form}
      fields={fields}
      submitLabel={t.changePassword}
      submitVariant="secondary"
    >
      <PasswordField label={t.currentPassword} autoComplete="current-password" {...text('actual')} required />
      <NewPasswordFields label={t.newPassword} bind={text} />
    </AccountCardForm>
  );
}
