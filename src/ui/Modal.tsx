/**
 * Radix Dialog inside: lazy-load this file (`React.lazy(() => import('./ui/Modal'))`).
 * A thin wrapper: overlay + centred content, styled on data-state.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { messages } from '../../machines/messages';
import { visuallyHidden } from '../styles/utilities.css';
import { Icon, type IconName } from './Icon';
import * as styles from './Modal.css';
import { cx } from './cx';

export type ModalTone = keyof typeof styles.tone;

const toneIcons: Record<ModalTone, IconName> = { info: 'info', success: 'checkCircle', warning: 'alert', error: 'errorCircle' };

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Free content under the description (forms, images). */
  children?: ReactNode;
  /** Buttons, side by side from 640 px, stacked (first on top) below. */
  actions?: ReactNode;
  /** Icon bubble above the title (notify levels map 1:1). */
  tone?: ModalTone;
  /** sm 420, md 540, lg 720 px wide. Default sm. */
  size?: keyof typeof styles.size;
  /** Only visually hides the title (e.g. an image-only promo). */
  hideTitle?: boolean;
  /** Content without padding (e.g. the registration-coupon image). */
  flush?: boolean;
  /** false: no close button, Escape and outside clicks do nothing (the user must pick an action). Default true. */
  dismissible?: boolean;
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  tone,
  size = 'sm',
  hideTitle = false,
  flush = false,
  dismissible = true,
}: ModalProps) {
  const prevent = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.content, styles.size[size], flush && styles.flush)}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={cx(styles.head, hideTitle && visuallyHidden)}>
            {tone ? (
              <span className={cx(styles.toneIcon, styles.tone[tone])} aria-hidden="true">
                <Icon name={toneIcons[tone]} size={30} />
              </span>
            ) : null}
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {dismissible ? (
            <Dialog.Close className={styles.close} aria-label={messages.ui.close}>
              <Icon name="close" size={22} />
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the surrounding Modal; wrap a Button: <ModalClose asChild><Button>…</Button></ModalClose>. */
export const ModalClose = Dialog.Close;

export default Modal;
