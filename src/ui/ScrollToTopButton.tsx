import { messages } from '../../machines/messages';
import { Icon } from './Icon';
import * as styles from './ScrollToTopButton.css';
import { cx } from './cx';

export interface ScrollToTopButtonProps {
  /** True once the page has scrolled past SCROLL_TO_TOP_THRESHOLD_PX. */
  visible: boolean;
  onClick: () => void;
}

export function ScrollToTopButton({ visible, onClick }: ScrollToTopButtonProps) {
  return (
    <button
      type="button"
      className={cx(styles.button, !visible && styles.hidden)}
      onClick={onClick}
      aria-label={messages.layout.scrollToTop}
      title={messages.layout.scrollToTop}
      tabIndex={visible ? undefined : -1}
      aria-hidden={visible ? undefined : true}
    >
      <Icon name="arrowUp" size={24} />
    </button>
  );
}
