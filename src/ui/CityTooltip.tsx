/**
 * Radix Tooltip inside: lazy-load this file (`React.lazy(() => import('./ui/CityTooltip'))`).
 * Wrap the header's location chip: <Header renderLocation={(chip) => <CityTooltip … >{chip}</CityTooltip>} />.
 */
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';
import { messages } from '../../machines/messages';
import { Button } from './Button';
import * as styles from './CityTooltip.css';
import { Icon } from './Icon';

export interface CityTooltipProps {
  /** Controlled: the tooltip stays open until one of its buttons (or Escape) is used. */
  open: boolean;
  city: string;
  /** 'Mantener'. */
  onKeep: () => void;
  /** 'Cambiar' (opens the location dialog). */
  onChange: () => void;
  /** Escape; default onKeep. */
  onDismiss?: () => void;
  /** The trigger: one element that forwards ref and props (the LocationChip does). */
  children: ReactElement;
  side?: 'bottom' | 'top' | 'left' | 'right';
}

export function CityTooltip({ open, city, onKeep, onChange, onDismiss, children, side = 'bottom' }: CityTooltipProps) {
  const question = messages.location.cityTooltip(city);
  return (
    <Tooltip.Provider delayDuration={0}>
      {/* Hover, focus and scroll changes are ignored: only the buttons and Escape close it. */}
      <Tooltip.Root open={open}>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        {/* No portal: the buttons follow the chip in the tab order. */}
        <Tooltip.Content className={styles.content} side={side} align="start" sideOffset={8} collisionPadding={12}
          aria-label={question}
          onEscapeKeyDown={() => (onDismiss ?? onKeep)()}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <p className={styles.question}>
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
          <Tooltip.Arrow className={styles.arrow} width={14} height={7} />
        </Tooltip.Content>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

export default CityTooltip;
