import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';
import { cx } from './cx';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** brand (red), accent (yellow), success (green), neutral (cream), dark. Default brand. */
  tone?: keyof typeof styles.tone;
  /** Default sm. */
  size?: keyof typeof styles.size;
  children: ReactNode;
}

export function Badge({ tone = 'brand', size = 'sm', className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx(styles.base, styles.tone[tone], styles.size[size], className)} {...rest}>
      {children}
    </span>
  );
}
