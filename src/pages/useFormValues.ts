import { useState, type ChangeEvent, type FormEvent } from 'react';

/** The keys of V whose values are T. */
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** What a text input needs from the form: spread it on TextField or PasswordField. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/** The account forms' hooks (src/app/accountForms.ts) as this hook uses them. */
interface FieldErrorsHandle {
  fieldErrors: Partial<Record<string, string>>;
  clearFieldError: (field: string) => void;
}

/**
 * A form's controlled values: each edit forgets that field's error, and the form's
 * submit event sends the values (the hook's schema validates them).
 */
export function useFormValues<V extends { [K in keyof V]: string | boolean }>(
  form: FieldErrorsHandle,
  initial: V | (() => V),
  send: (values: V) => unknown,
) {
  const [values, setValues] = useState<V>(initial);
  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    form.clearFieldError(name);
  };
  return {
    /** name, value, onChange and error of a text input. */
    text: (name: KeysOf<V, string>): TextBinding => ({
      name,
      value: values[name] as string,
      onChange: (event) => set(name, event.target.value as V[typeof name]),
      error: form.fieldErrors[name],
    }),
    /** name, checked, onChange and error of a checkbox. */
    checkbox: (name: KeysOf<V, boolean>) => ({
      name,
      checked: values[name] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked as V[typeof name]),
      error: form.fieldErrors[name],
    }),
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void send(values);
    },
  };
}
