import { useId, type ComponentProps, type ReactNode } from 'react';
import * as styles from './CheckboxField.css';
import { FieldError, fieldIds } from './TextField';
import * as field from './TextField.css';
import { cx } from './cx';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Text beside the box (may hold links); the whole of it names the checkbox. */
  label: ReactNode;
  /** Error text: sets aria-invalid and is linked with aria-describedby. */
  error?: string | null;
}

/** A checkbox with its text and, like TextField, an error under it. */
export function CheckboxField({ label, error, id, className, ...inputProps }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { errorId, describedBy } = fieldIds(inputId, undefined, error);
  return (
    <div className={cx(field.field, className)}>
      <label className={styles.label}>
        <input
          type="checkbox"
          id={inputId}
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} error={error} className={cx(field.error, styles.error)} />
    </div>
  );
}
