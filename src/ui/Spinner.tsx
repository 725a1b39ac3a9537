import { messages } from '../../machines/messages';
import { visuallyHidden } from '../styles/utilities.css';
import * as styles from './Spinner.css';
import { cx } from './cx';

export interface SpinnerProps {
  /** sm 18 px, md 32 px, lg 52 px. Default md. */
  size?: keyof typeof styles.size;
  /** brand (red on cream) or inverse (white, for red backgrounds). Default brand. */
  tone?: keyof typeof styles.tone;
  /** Read by screen readers. Default 'Cargando…'. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', tone = 'brand', label = messages.layout.loading, className }: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.root, className)}>
      <span className={cx(styles.ring, styles.size[size], styles.tone[tone])} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
