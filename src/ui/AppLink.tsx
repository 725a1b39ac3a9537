import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '../../machines/messages';
import { visuallyHidden } from '../styles/utilities.css';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. */
  external?: boolean;
  children: ReactNode;
}

/** Internal links go through wouter (no reload); external ones open in a new tab. */
export function AppLink({ href, external = false, children, ...rest }: AppLinkProps) {
  if (external || /^(https?:|mailto:|tel:)/.test(href)) {
    const newTab = external;
    return (
      <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
        {newTab ? <span className={visuallyHidden}> {messages.ui.opensInNewTab}</span> : null}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
