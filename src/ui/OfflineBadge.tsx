import { messages } from '../../machines/messages';
import { Icon } from './Icon';
import * as styles from './OfflineBadge.css';

export interface OfflineBadgeProps {
  /** True while the browser is offline. */
  visible: boolean;
}

/** 'Sin conexión' pill at the top of the screen. The live region stays mounted so the change is announced. */
export function OfflineBadge({ visible }: OfflineBadgeProps) {
  return (
    <div role="status" aria-live="polite">
      {visible ? (
        <p className={styles.badge}>
          <Icon name="wifiOff" size={18} className={styles.icon} />
          {messages.layout.offline}
        </p>
      ) : null}
    </div>
  );
}
