import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { FieldChrome, fieldIds, type FieldChromeProps } from './TextField';
import * as styles from './TextAreaField.css';
import { cx } from './cx';
import { visuallyHidden } from '../styles/utilities.css';
import { formTexts } from '../../machines/screenTexts/forms';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'className'>, Omit<FieldChromeProps, 'labelAside'> {
  /** With maxLength, shows an 'n/max' counter beside the label. */
  showCount?: boolean;
  className?: string;
}

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  showCount = false,
  id,
  className,
  onChange,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const { describedBy } = fieldIds(fieldId, hint, error);
  // DOM glue: the counter of an uncontrolled area (forms pass value from src/app/useForm.ts).
  const [uncontrolledLength, setUncontrolledLength] = useState(String(rest.defaultValue ?? '').length);
  const length = rest.value !== undefined ? String(rest.value).length : uncontrolledLength;
  const max = rest.maxLength;
  const counter =
    showCount && max !== undefined ? (
      <span className={cx(styles.counter, length >= max && styles.counterFull)}>
        <span aria-hidden="true">{formTexts.characterCount(length, max)}</span>
        <span className={visuallyHidden} aria-live="polite">
          {length >= max ? formTexts.characterCountAria(length, max) : ''}
        </span>
      </span>
    ) : null;
  return (
    <FieldChrome
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      labelAside={counter}
      className={className}
    >
      <textarea
        id={fieldId}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setUncontrolledLength(event.target.value.length);
          onChange?.(event);
        }}
        {...rest}
      />
    </FieldChrome>
  );
}
