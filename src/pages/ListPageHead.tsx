import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/Icon';
import * as styles from './lists.css';

/** Head of the account list pages: a round icon, the page title and a line under it. */
export function ListPageHead({
  icon,
  title,
  subtitle,
  id,
}: {
  icon: IconName;
  title: string;
  subtitle?: ReactNode;
  id?: string;
}) {
  return (
    <header className={styles.head}>
      <span className={styles.headIcon} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <div className={styles.headText}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </header>
  );
}
