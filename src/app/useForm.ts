import { useEffect, useReducer, useRef, type ChangeEvent, type FormEvent } from 'react';

/**
 * The one way a form holds what the customer types. The hook keeps the values; the machine that
 * judges the form (the form machine through src/features/account/accountForms.ts, the session for login, the
 * checkout, the location, the address book) keeps the messages and its refusals, and receives the
 * values on submit. The hook binds both to the fields: value, onChange and error of each field,
 * editing a field tells the judge (it forgets that field's message), and each refusal takes the
 * focus to the first marked field.
 */

export type FieldValue = string | boolean | number | null;

/** The keys of V whose values are T. */
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** What the hook needs from the machine that judges the form; every part is optional. */
export interface FormJudge {
  /** The messages under the fields. */
  fieldErrors?: Partial<Record<string, string | null | undefined>>;
  /** Counts the refusals: each new one moves the focus to the first marked field. */
  refusals?: number;
  /** The customer edited this field: its message goes. */
  clearFieldError?: (field: string) => void;
}

export type FieldsAction<V> = { [K in keyof V]: { type: 'changed'; field: K; value: V[K] } }[keyof V];

/** One field's new value; the same object when nothing changed (no re-render). */
export function fieldsReducer<V>(values: V, action: FieldsAction<V>): V {
  return Object.is(values[action.field], action.value) ? values : { ...values, [action.field]: action.value };
}

/** After a refusal: the first marked field takes the focus, or the message above the form is brought into view. */
export function focusFirstMarked(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) field.focus();
  else form?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
}

type ChangeOf = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/** What a text input, text area or select needs: spread it on TextField, PasswordField, TextAreaField or SelectField. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: ChangeOf) => void;
  error: string | undefined;
}

export interface CheckboxBinding {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

export function useForm<V extends { [K in keyof V]: FieldValue }>(
  initial: V | (() => V),
  onSubmit: (values: V) => unknown,
  judge: FormJudge = {},
) {
  const [values, dispatch] = useReducer(fieldsReducer<V>, initial, (start) =>
    typeof start === 'function' ? (start as () => V)() : start,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const refusals = judge.refusals ?? 0;
  // DOM glue: the focus follows the judge's refusals counter (a rule of the machine, not of the view).
  useEffect(() => {
    if (refusals > 0) focusFirstMarked(formRef.current);
  }, [refusals]);

  const error = (name: string): string | undefined => judge.fieldErrors?.[name] ?? undefined;
  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    dispatch({ type: 'changed', field: name, value } as FieldsAction<V>);
    judge.clearFieldError?.(name);
  };
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    void onSubmit(values);
  };
  return {
    values,
    set,
    /** The judge's message under this field, if any. */
    error,
    /** name, value, onChange and error of a text input, text area or select. */
    text: (name: KeysOf<V, string>): TextBinding => ({
      name,
      value: values[name] as string,
      onChange: (event) => set(name, event.target.value as V[typeof name]),
      error: error(name),
    }),
    /** name, checked, onChange and error of a checkbox. */
    checkbox: (name: KeysOf<V, boolean>): CheckboxBinding => ({
      name,
      checked: values[name] as boolean,
      onChange: (event) => set(name, event.target.checked as V[typeof name]),
      error: error(name),
    }),
    submit,
    /** Spread on the <form>: the schema validates, not the browser. */
    formProps: { ref: formRef, onSubmit: submit, noValidate: true },
  };
}

export type FormBinding<V extends { [K in keyof V]: FieldValue }> = ReturnType<typeof useForm<V>>;
