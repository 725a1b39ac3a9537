import { useId, type ComponentProps } from 'react';
import { Icon } from './Icon';
import { FieldChrome, fieldIds, type FieldChromeProps } from './TextField';
import * as styles from './SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<ComponentProps<'select'>, 'className' | 'children'>, Omit<FieldChromeProps, 'labelAside'> {
  options: readonly SelectOption[];
  /** First, empty option (e.g. 'Selecciona una opción'). */
  placeholder?: string;
  className?: string;
}

export function SelectField({ label, hint, error, optional, options, placeholder, id, className, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const { describedBy } = fieldIds(fieldId, hint, error);
  return (
    <FieldChrome id={fieldId} label={label} hint={hint} error={error} optional={optional} className={className}>
      <div className={styles.wrap}>
        <select
          id={fieldId}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" className={styles.chevron} />
      </div>
    </FieldChrome>
  );
}
