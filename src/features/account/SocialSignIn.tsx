import { Button } from '../../ui/Button';
import type { SocialProvider } from './LoginForm';
import * as styles from './LoginForm.css';
import { cx } from '../../ui/cx';
import { formTexts } from '../../../machines/screenTexts/forms';

export interface SocialSignInProps {
  /** The divider's text, e.g. 'o' or 'o regístrate con'. */
  label: string;
  onSelect: (provider: SocialProvider) => void;
  disabled?: boolean;
}

/** A divider and the 'Continuar con Google / Facebook' buttons (the login form's look). */
export function SocialSignIn({ label, onSelect, disabled }: SocialSignInProps) {
  return (
    <>
      <p className={styles.divider}>{label}</p>
      <div className={styles.social}>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => onSelect('google')}
          disabled={disabled}
          iconStart={
            <span className={cx(styles.providerMark, styles.google)} aria-hidden="true">
              G
            </span>
          }
        >
          {formTexts.withGoogle}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => onSelect('facebook')}
          disabled={disabled}
          iconStart={
            <span className={cx(styles.providerMark, styles.facebook)} aria-hidden="true">
              f
            </span>
          }
        >
          {formTexts.withFacebook}
        </Button>
      </div>
    </>
  );
}
