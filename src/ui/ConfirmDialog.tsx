/**
 * Radix AlertDialog inside: lazy-load this file (`React.lazy(() => import('./ui/ConfirmDialog'))`).
 * A question with a destructive answer (cancel an order): the safe answer has the focus when it opens,
 * Tab stays inside, Escape or the safe answer closes it, an outside click does nothing, and focus goes
 * back to the button that asked. Same look as Modal (its styles), so every dialog reads alike.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode, RefObject } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';
import * as styles from './Modal.css';
import { cx } from './cx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The destructive answer ('Sí, cancelar pedido'): a plain button, so the dialog stays open while it runs. */
  confirmLabel: string;
  onConfirm: () => void;
  /** The safe answer ('No, conservarlo'), focused on open; Escape does the same. */
  dismissLabel: string;
  onDismiss: () => void;
  /** The confirmed request is under way: the destructive button spins, the safe one and Escape wait for it. */
  busy?: boolean;
  /**
   * The button that opened the dialog. It is not a Radix trigger (the dialog is mounted only once asked,
   * from a lazy chunk), so Radix cannot give focus back to it by itself: this does.
   */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  dismissLabel,
  onDismiss,
  busy = false,
  returnFocusTo,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onDismiss()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={cx(styles.content, styles.size.sm)}
          onEscapeKeyDown={(event) => busy && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            // Gone when the answer removed it (a cancelled order offers no cancel button): Radix's default then.
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <div className={styles.head}>
            <span className={cx(styles.toneIcon, styles.tone.warning)} aria-hidden="true">
              <Icon name="alert" size={30} />
            </span>
            <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
            <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          </div>
          <div className={styles.actions}>
            <Button variant="primary" busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {dismissLabel}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export default ConfirmDialog;
