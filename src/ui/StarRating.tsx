import { useId } from 'react';
import { visuallyHidden } from '../styles/utilities.css';
import { Icon } from './Icon';
import * as styles from './StarRating.css';
import { FieldError } from './TextField';
import { cx } from './cx';

export interface StarRatingProps {
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  /** Accessible name of each star ('3 estrellas'). */
  starLabel: (n: number) => string;
  /** Word shown beside the stars for the chosen value ('Bueno'). */
  valueText?: string;
  error?: string | null;
  max?: number;
}

/** 1…max stars as a native radio group: arrow keys move, each star names its value. */
export function StarRating({ legend, value, onChange, starLabel, valueText, error, max = 5 }: StarRatingProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.row}>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => {
          const id = `${name}-${n}`;
          return (
            <span key={n}>
              <input
                id={id}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className={styles.input}
              />
              <label htmlFor={id} className={cx(styles.star, value !== null && n <= value && styles.starOn)}>
                <Icon name="star" size={36} />
                <span className={visuallyHidden}>{starLabel(n)}</span>
              </label>
            </span>
          );
        })}
        <span className={styles.word} aria-hidden="true">
          {valueText}
        </span>
      </div>
      <FieldError id={errorId} error={error} className={styles.error} />
    </fieldset>
  );
}
