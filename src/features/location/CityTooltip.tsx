/**
 * 'Vas a comprar para {city}?' under the header's location chip (docs/product.md#pantallas-y-rutas "City tooltip").
 * It holds two buttons, so it is a small non-modal prompt (role="dialog") rather than a
 * tooltip: a tooltip must not contain interactive content. Plain React and CSS, no
 * positioning library: it sits in the first-route bundle whenever the city is still the
 * generic one. Only its buttons and Escape close it; it follows the chip in the tab order.
 */
import { useEffect, useId, type ReactElement } from 'react';
import { messages } from '../../../machines/messages';
import { Button } from '../../ui/Button';
import * as styles from './CityTooltip.css';
import { Icon } from '../../ui/Icon';

export interface CityTooltipProps {
  /** Controlled: stays open until one of its buttons (or Escape) is used. */
  open: boolean;
  city: string;
  /** 'Mantener'. */
  onKeep: () => void;
  /** 'Cambiar' (opens the location dialog). */
  onChange: () => void;
  /** Escape; default onKeep. */
  onDismiss?: () => void;
  /** The location chip it points at. */
  children: ReactElement;
}

export function CityTooltip({ open, city, onKeep, onChange, onDismiss, children }: CityTooltipProps) {
  const id = useId();
  const question = messages.location.cityTooltip(city);
  // DOM glue: Escape closes the open tooltip (the answer itself goes to the shell machine).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) (onDismiss ?? onKeep)();
    };
    // Listen from the next task on: the Escape that closed the registration popup (and made
    // room for this prompt) is still being dispatched and must not answer it too.
    const timer = window.setTimeout(() => window.addEventListener('keydown', onKey));
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [open, onDismiss, onKeep]);

  return (
    <span className={styles.anchor}>
      {children}
      {open ? (
        <div className={styles.content} role="dialog" aria-modal="false" aria-labelledby={id}>
          <p className={styles.question} id={id}>
            <Icon name="pin" size={20} className={styles.pin} />
            {question}
          </p>
          <div className={styles.actions}>
            <Button size="sm" variant="accent" className={styles.action} onClick={onKeep}>
              {messages.location.keep}
            </Button>
            <Button size="sm" variant="onDark" className={styles.action} onClick={onChange}>
              {messages.location.change}
            </Button>
          </div>
        </div>
      ) : null}
    </span>
  );
}

export default CityTooltip;
