import { useState } from 'react';
import { messages } from '../../machines/messages';
import { Icon, TextField, type TextFieldProps } from '../ui';
import * as styles from './account.css';

/** A password input with a show/hide button (the account forms'). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.eye}
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? messages.forms.hidePassword : messages.forms.showPassword}
          aria-pressed={shown}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
