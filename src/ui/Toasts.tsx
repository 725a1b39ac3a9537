import { messages } from '../../machines/messages';
import { Icon, type IconName } from './Icon';
import * as styles from './Toasts.css';
import { cx } from './cx';

export type ToastLevel = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: string | number;
  /** NotifyParams['level']. */
  level: ToastLevel;
  message: string;
}

export interface ToastsProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: ToastItem['id']) => void;
}

const icons: Record<ToastLevel, IconName> = { info: 'info', success: 'checkCircle', warning: 'alert', error: 'errorCircle' };

/** Stack of notices (top right on desktop, top on mobile). The shell times them out (ERROR_TOAST_TIMEOUT_MS). */
export function Toasts({ toasts, onDismiss }: ToastsProps) {
  return (
    <section className={styles.region} aria-label={messages.ui.notifications}>
      <div className={styles.list}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={cx(styles.toast, styles.level[toast.level])}
            role={toast.level === 'error' || toast.level === 'warning' ? 'alert' : 'status'}
          >
            <Icon name={icons[toast.level]} size={22} className={styles.icon[toast.level]} />
            <p className={styles.message}>{toast.message}</p>
            <button type="button" className={styles.dismiss} onClick={() => onDismiss(toast.id)} aria-label={messages.ui.dismiss}>
              <Icon name="close" size={18} />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
