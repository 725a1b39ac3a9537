import { messages } from '../../../machines/messages';
import { useForm } from '../../app/useForm';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import * as card from '../../ui/FormCard.css';
import { PasswordField } from '../../ui/PasswordField';
import * as styles from './LoginForm.css';
import { SocialSignIn } from './SocialSignIn';
import { TextField } from '../../ui/TextField';
import { formTexts } from '../../../machines/screenTexts/forms';

export interface LoginValues {
  username: string;
  password: string;
}

const noFieldErrors: Partial<Record<keyof LoginValues, string>> = {};

export type SocialProvider = 'google' | 'facebook';

export interface LoginFormProps {
  /** session.loginRequested. Validation happens in the machine; errors come back as props. */
  onSubmit: (values: LoginValues) => void;
  /** Spinner on 'Ingresar' while logging in. */
  busy?: boolean;
  /** Form-level error (e.g. 'Usuario o contraseña incorrectos.'). */
  error?: string | null;
  fieldErrors?: Partial<Record<keyof LoginValues, string>>;
  defaultUsername?: string;
  /** Default 'Ingresa a tu cuenta'. */
  title?: string;
  /** Line under the title (e.g. why login is needed). */
  subtitle?: string;
  /** Default '/registro'; null hides it. */
  registerHref?: string | null;
  /** Default '/recuperar-contrasena'; null hides it. */
  forgotPasswordHref?: string | null;
  /** Shows 'Continuar con Google / Facebook' when given. */
  onSocialLogin?: (provider: SocialProvider) => void;
}

export function LoginForm({
  onSubmit,
  busy = false,
  error,
  fieldErrors = noFieldErrors,
  defaultUsername = '',
  title = formTexts.loginTitle,
  subtitle,
  registerHref = '/registro',
  forgotPasswordHref = '/recuperar-contrasena',
  onSocialLogin,
}: LoginFormProps) {
  const t = formTexts;

  // The session judges the credentials: its messages come back as props.
  const { text, formProps } = useForm<LoginValues>({ username: defaultUsername, password: '' }, onSubmit, { fieldErrors });

  return (
    <form className={styles.form} {...formProps} aria-busy={busy || undefined}>
      <div className={card.head}>
        <h1 className={card.title}>{title}</h1>
        {subtitle ? <p className={card.subtitle}>{subtitle}</p> : null}
      </div>

      {error ? <FormAlert>{error}</FormAlert> : null}

      <div className={styles.fields}>
        <TextField
          label={t.username}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          {...text('username')}
          required
        />
        <PasswordField label={t.password} autoComplete="current-password" {...text('password')} required />
        {forgotPasswordHref ? (
          <AppLink href={forgotPasswordHref} className={styles.forgot}>
            {t.forgotPassword}
          </AppLink>
        ) : null}
      </div>

      <Button type="submit" size="lg" fullWidth busy={busy}>
        {messages.layout.signIn}
      </Button>

      {onSocialLogin ? <SocialSignIn label={t.or} onSelect={onSocialLogin} disabled={busy} /> : null}

      {registerHref ? (
        <p className={styles.register}>
          {t.noAccount}{' '}
          <AppLink href={registerHref} className={styles.registerLink}>
            {t.register}
          </AppLink>
        </p>
      ) : null}
    </form>
  );
}
