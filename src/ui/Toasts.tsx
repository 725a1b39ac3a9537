import { messages } from '../../machines/messages';
import { AppLink } from './AppLink';
import { Icon, type IconName } from './Icon';
import * as styles from './Toasts.css';
import { cx } from './cx';

export type ToastLevel = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: string | number;
  /** NotifyParams['level']. */
  level: ToastLevel;
  message: string;
  /** A link the toast offers ('Ver carrito'); following it dismisses the toast. */
  action?: { label: string; to: string };
}

export interface ToastsProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: ToastItem['id']) => void;
}

const icons: Record<ToastLevel, IconName> = { info: 'info', success: 'checkCircle', warning: 'alert', error: 'errorCircle' };

/**
 * Stack of notices (top right on desktop, top on mobile). The shell times them out (ERROR_TOAST_TIMEOUT_MS).
 * A toast never takes the focus: it is announced (status, or alert for warnings and errors) and its
 * link and close button are reachable by keyboard.
 */
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
            <p className={styles.message}>
              {/* The message alone in its element, so it reads (and is found) as the machine wrote it. */}
              <span>{toast.message}</span>
              {toast.action ? (
                <>
                  {' '}
                  <AppLink href={toast.action.to} className={styles.action} onClick={() => onDismiss(toast.id)}>
                    {toast.action.label}
                  </AppLink>
                </>
              ) : null}
            </p>
            <button type="button" className={styles.dismiss} onClick={() => onDismiss(toast.id)} aria-label={messages.ui.dismiss}>
              <Icon name="close" size={18} />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
