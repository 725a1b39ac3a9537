import { selectIsLoggingIn, selectLoginError } from '../../machines/session';
import { useSession, useSessionEvents } from '../app/hooks';
import { LoginForm } from '../ui';
import * as styles from './pages.css';

export default function LoginPage() {
  const busy = useSession(selectIsLoggingIn);
  const error = useSession(selectLoginError);
  const session = useSessionEvents();

  return (
    <div className={styles.narrow}>
      <LoginForm
        onSubmit={(v) => session.logIn(v.username, v.password)}
        busy={busy}
        error={error}
        registerHref="/registro?accion=n&hc=s"
        forgotPasswordHref="/recuperar-contrasena"
        onSocialLogin={session.signInWithProvider}
      />
    </div>
  );
}
