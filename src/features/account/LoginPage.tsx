import { useSearch } from 'wouter';
import { LOGIN_REDIRECT_PARAM } from '../../../machines/paths';
import { selectIsLoggingIn, selectLoginError, selectLoginReason } from '../../../machines/session';
import { formTexts } from '../../../machines/screenTexts/forms';
import { useSession, useSessionEvents } from '../../app/hooks';
import { LoginForm } from './LoginForm';
import * as styles from '../../pages/pages.css';

export default function LoginPage() {
  const busy = useSession(selectIsLoggingIn);
  const error = useSession(selectLoginError);
  // Sent by the cart's 'Continuar al Pago': say so (after signing in the order goes on).
  const reason = useSession(selectLoginReason);
  const session = useSessionEvents();
  // ?redirect=/preferencias (the maintenance page's staff link): the session keeps it only when site-internal.
  const redirectTo = new URLSearchParams(useSearch()).get(LOGIN_REDIRECT_PARAM) ?? undefined;

  return (
    <div className={styles.narrow}>
      <LoginForm
        onSubmit={(v) => session.logIn(v.username, v.password, redirectTo)}
        busy={busy}
        error={error}
        subtitle={reason === 'checkout' ? formTexts.loginSubtitle : undefined}
        registerHref="/registro?accion=n&hc=s"
        forgotPasswordHref="/recuperar-contrasena"
        onSocialLogin={session.signInWithProvider}
      />
    </div>
  );
}
