import { useId } from 'react';
import { messages } from '../../machines/messages';
import { AppLink } from './AppLink';
import { Button } from './Button';
import * as styles from './CookieBanner.css';
import { Icon } from './Icon';

export interface CookieBannerProps {
  /** False once cookies are accepted (renders nothing). */
  visible: boolean;
  onAccept: () => void;
  /** Optional link to the privacy policy after the text. */
  privacyHref?: string;
}

export function CookieBanner({ visible, onAccept, privacyHref }: CookieBannerProps) {
  const titleId = useId();
  const bodyId = useId();
  if (!visible) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId} aria-describedby={bodyId}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="shield" size={28} />
      </span>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {messages.cookies.title}
        </h2>
        <p id={bodyId} className={styles.body}>
          {messages.cookies.body}{' '}
          {privacyHref ? (
            <AppLink href={privacyHref} className={styles.more}>
              {messages.footer.privacy}
            </AppLink>
          ) : null}
        </p>
      </div>
      <div className={styles.actions}>
        <Button onClick={onAccept} size="md">
          {messages.cookies.accept}
        </Button>
      </div>
    </section>
  );
}
