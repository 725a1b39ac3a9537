import { useId, type ReactNode } from 'react';
import * as styles from './Switch.css';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Names the switch. */
  label: string;
  /** Line under the label (e.g. what the current state means). */
  description?: ReactNode;
  busy?: boolean;
}

/** An on/off switch (role="switch") with its label on the left. */
export function Switch({ checked, onCheckedChange, label, description, busy = false }: SwitchProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {description ? (
          <span id={`${id}-state`} className={styles.state}>
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        className={styles.track}
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-state` : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className={styles.thumb} />
      </button>
    </div>
  );
}
