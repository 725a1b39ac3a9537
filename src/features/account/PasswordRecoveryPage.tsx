import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { messages } from '../../../machines/messages';
import { PATHS } from '../../../machines/paths';
import type { ResetTokenStatus } from '../../../machines/schemas';
import { usePasswordRecoveryForm, usePasswordResetForm } from './accountForms';
import { useResource } from '../../app/apiResource';
import { useForm } from '../../app/useForm';
import { AppLink } from '../../ui/AppLink';
import { Button, ButtonLink } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormHead } from '../../ui/FormHead';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { StatusPanel } from '../../ui/StatusPanel';
import { AccountForm, EmailField, NewPasswordFields } from './AccountFields';
import * as styles from './account.css';
import { accountPages } from '../../../machines/screenTexts/accountPages';
import { identityTexts } from '../../../machines/screenTexts/identity';

const t = accountPages;

/**
 * /recuperar-contrasena: ask for a link by email; the link (?token=…) opens the new-password form,
 * once the API said the link still works (a used or expired one is told at once).
 */
export default function PasswordRecoveryPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  // Keyed: another link, another check.
  return <div className={styles.single}>{token ? <MailedLink key={token} token={token} /> : <RequestForm />}</div>;
}

/** The mailed link: checked first; a link that no longer works offers a new one instead of a form that would fail. */
function MailedLink({ token }: { token: string }) {
  const status = useResource<ResetTokenStatus>('resetTokenStatus', { token });
  if (status.status === 'loading') {
    return (
      <section className={styles.card} aria-busy="true">
        <p className={styles.small} role="status">
          <Spinner /> {t.checkingLink}
        </p>
      </section>
    );
  }
  // Could not ask (no connection): the form, whose answer tells about the link anyway.
  if (status.status === 'ready' && !status.data.valido) {
    return (
      <StatusPanel
        icon="alert"
        tone="warning"
        title={t.linkUsedTitle}
        body={t.linkUsedBody}
        actions={
          <>
            <ButtonLink href={PATHS.recuperarContrasena}>{t.requestNewLink}</ButtonLink>
            <ButtonLink href={PATHS.login} variant="secondary">
              {t.backToLogin}
            </ButtonLink>
          </>
        }
      />
    );
  }
  return <ResetForm token={token} />;
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
  const { text, formProps } = useForm({ email: '' }, (values) => form.submit(values.email), form);

  if (form.result) {
    return (
      <Done
        title={t.recoverySentTitle}
        body={form.result.mensaje.trim() !== '' ? form.result.mensaje : identityTexts.recoverySent}
        action={
          <ButtonLink href={PATHS.login} variant="secondary">
            {t.backToLogin}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <AccountForm busy={form.busy} {...formProps}>
      <FormHead title={t.recoveryTitle} subtitle={t.recoverySubtitle} />
      {form.formError && !form.fieldErrors.email ? <FormAlert>{form.formError}</FormAlert> : null}
      <EmailField {...text('email')} required />
      <Button type="submit" size="lg" fullWidth busy={form.busy}>
        {t.sendLink}
      </Button>
      <p className={styles.small}>
        <AppLink href={PATHS.login} className={styles.strongLink}>
          {t.backToLogin}
        </AppLink>
      </p>
    </AccountForm>
  );
}

function ResetForm({ token }: { token: string }) {
  const form = usePasswordResetForm(token);
  const { text, formProps } = useForm({ password: '', password_confirmacion: '' }, form.submit, form);

  if (form.result) {
    return (
      <Done
        title={t.resetDoneTitle}
        body={t.resetDoneBody}
        action={<ButtonLink href={PATHS.login}>{messages.layout.signIn}</ButtonLink>}
      />
    );
  }

  // Only the link itself can be wrong beyond the two fields: offer a new one.
  const linkProblem = form.formError === identityTexts.resetTokenInvalid;
  return (
    <AccountForm busy={form.busy} {...formProps}>
      <FormHead title={t.resetTitle} subtitle={t.resetSubtitle} />
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
        <NewPasswordFields label={t.newPassword} bind={text} />
      </div>
      <Button type="submit" size="lg" fullWidth busy={form.busy}>
        {t.savePassword}
      </Button>
    </AccountForm>
  );
}
