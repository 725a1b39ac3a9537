import { useState } from 'react';
import { Icon } from './Icon';
import { eye } from '../features/account/LoginForm.css';
import { TextField, type TextFieldProps } from './TextField';
import { formTexts } from '../../machines/screenTexts/forms';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide button (the login form's look). */
export function PasswordField(props: PasswordFieldProps) {
  // DOM glue: whether the password shows, not a form value.
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
          className={eye}
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? formTexts.hidePassword : formTexts.showPassword}
          aria-pressed={shown}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
