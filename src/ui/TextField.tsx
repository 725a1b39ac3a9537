import { useId, type ComponentProps, type ReactNode } from 'react';
import { messages } from '../../machines/messages';
import { Icon } from './Icon';
import * as styles from './TextField.css';
import { cx } from './cx';

/** Props every labelled field shares (TextField, TextAreaField, SelectField). */
export interface FieldChromeProps {
  label: string;
  /** Help under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text: sets aria-invalid and is linked with aria-describedby. */
  error?: string | null;
  /** Shows '(opcional)' after the label. */
  optional?: boolean;
  /** Right side of the label row (e.g. a character counter). */
  labelAside?: ReactNode;
}

export function fieldIds(id: string, hint: unknown, error: unknown) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The error under a control, with the id its aria-describedby points at. */
export function FieldError({
  id,
  error,
  className = styles.error,
}: {
  id: string | undefined;
  error: string | null | undefined;
  className?: string;
}) {
  return error ? (
    <p id={id} className={className}>
      <Icon name="alert" size={16} />
      {error}
    </p>
  ) : null;
}

/** Label row, hint and error around a control. */
export function FieldChrome({
  id,
  label,
  hint,
  error,
  optional,
  labelAside,
  className,
  children,
}: FieldChromeProps & { id: string; className?: string; children: ReactNode }) {
  const { hintId, errorId } = fieldIds(id, hint, error);
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {optional ? <span className={styles.optional}>{messages.ui.optional}</span> : null}
        </label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface TextFieldProps extends ComponentProps<'input'>, FieldChromeProps {
  /** Something inside the input's right edge (e.g. a show-password button). */
  trailing?: ReactNode;
  /** Class of the outer wrapper. */
  className?: string;
}

export function TextField({ label, hint, error, optional, labelAside, trailing, id, className, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { describedBy } = fieldIds(inputId, hint, error);
  return (
    <FieldChrome
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      labelAside={labelAside}
      className={className}
    >
      <div className={styles.controlWrap}>
        <input
          id={inputId}
          className={cx(styles.control, trailing != null && styles.withTrailing)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
    </FieldChrome>
  );
}
