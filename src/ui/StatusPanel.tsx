import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import * as styles from './StatusPanel.css';
import { cx } from './cx';

export interface StatusPanelProps {
  icon: IconName;
  /** Colour of the icon bubble. Default brand (red on yellow). */
  tone?: keyof typeof styles.tone;
  /** Small line above the title, e.g. 'Error 404'. */
  eyebrow?: string;
  title: string;
  body?: ReactNode;
  /** Between body and actions (spinner, countdown, order number). */
  children?: ReactNode;
  actions?: ReactNode;
  /** Heading level of the title. Default 1 (a page of its own). */
  headingLevel?: 1 | 2;
}

/** Centred card with an icon, a title, a text and actions: the base of the error, maintenance, placeholder and result views. */
export function StatusPanel({
  icon,
  tone = 'brand',
  eyebrow,
  title,
  body,
  children,
  actions,
  headingLevel = 1,
}: StatusPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.wrap}>
      <section className={styles.panel}>
        <span className={cx(styles.bubble, styles.tone[tone])} aria-hidden="true">
          <Icon name={icon} size={44} />
        </span>
        {eyebrow ? <p className={styles.code}>{eyebrow}</p> : null}
        <Heading className={styles.title}>{title}</Heading>
        {body ? <p className={styles.body}>{body}</p> : null}
        {children ? <div className={styles.extra}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
    </div>
  );
}
