import type { ComponentProps, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from './AppLink';
import * as styles from './Button.css';
import { cx } from './cx';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

interface ButtonLookProps {
  /** primary (red), accent (yellow), secondary (outlined), ghost, onDark (outlined white). Default primary. */
  variant?: ButtonVariant;
  /** sm 44 px, md 48 px, lg 56 px tall. Default md. */
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Square button holding only an icon: give it an aria-label. */
  iconOnly?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

/** Class names of a button look, for elements that are not a <button>. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  iconOnly = false,
}: Pick<ButtonLookProps, 'variant' | 'size' | 'fullWidth' | 'iconOnly'> = {}): string {
  return cx(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, iconOnly && styles.iconOnly);
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonLookProps {
  /** Shows a spinner over the label, sets aria-busy and disables the button. */
  busy?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  iconOnly,
  iconStart,
  iconEnd,
  busy = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClass({ variant, size, fullWidth, iconOnly }), className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      <span className={cx(styles.label, busy && styles.busyLabel)}>
        {iconStart}
        {children}
        {iconEnd}
      </span>
      {busy ? <span className={styles.busySpinner} aria-hidden="true" /> : null}
    </button>
  );
}

export interface ButtonLinkProps extends AppLinkProps, ButtonLookProps {}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconOnly,
  iconStart,
  iconEnd,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <AppLink className={cx(buttonClass({ variant, size, fullWidth, iconOnly }), className)} {...rest}>
      {iconStart}
      {children}
      {iconEnd}
    </AppLink>
  );
}
