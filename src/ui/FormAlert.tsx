import type { ReactNode } from 'react';
import * as styles from './FormCard.css';
import { Icon } from './Icon';

/** Error box at the top of a form; role="alert" so it is announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      <Icon name="errorCircle" size={20} />
      <div>{children}</div>
    </div>
  );
}
