import { messages } from '../../machines/messages';
import * as styles from './LoadingOverlay.css';
import { Spinner } from './Spinner';
import { cx } from './cx';

export interface LoadingOverlayProps {
  /** Fades out when false (stays in the DOM, hidden from assistive technology). */
  visible: boolean;
  /** Default '/logo.svg'. */
  logoSrc?: string;
  label?: string;
}

/** Full-screen cream cover with the logo, until the layout is shown (~200 ms after mount). */
export function LoadingOverlay({ visible, logoSrc = '/logo.svg', label = messages.layout.loading }: LoadingOverlayProps) {
  return (
    <div className={cx(styles.overlay, !visible && styles.hidden)} aria-hidden={!visible} aria-busy={visible}>
      <img src={logoSrc} alt="" width={211} height={64} className={styles.logo} />
      {visible ? <Spinner size="md" label={label} /> : null}
    </div>
  );
}
