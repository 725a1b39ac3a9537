import { visuallyHidden } from '../../styles/utilities.css';
import { Icon, type IconName } from '../../ui/Icon';
import * as styles from './OrderTimeline.css';
import { cx } from '../../ui/cx';
import { orderPages } from '../../../machines/screenTexts/orderPages';

export interface OrderTimelineStep {
  key: string;
  label: string;
  /** When it was reached ('12:30 p. m.'), null while pending. */
  time: string | null;
  done: boolean;
  current: boolean;
}

export interface OrderTimelineProps {
  steps: readonly OrderTimelineStep[];
  /** Names the list ('Estado del pedido #100001'). */
  label: string;
  /** The order was cancelled or expired unpaid: the last step is drawn in charcoal, not green. */
  cancelled?: boolean;
}

const icons: Record<string, IconName> = {
  recibido: 'receipt',
  'en preparación': 'clock',
  'en camino': 'moto',
  entregado: 'home',
  cancelado: 'x',
  vencido: 'clock',
};

/** recibido → en preparación → en camino → entregado (or cancelado, or vencido) as a horizontal stepper. */
export function OrderTimeline({ steps, label, cancelled = false }: OrderTimelineProps) {
  const t = orderPages;
  return (
    <ol className={styles.list} aria-label={label} data-testid="order-timeline">
      {steps.map((step, i) => {
        const tone =
          cancelled && step.current
            ? 'cancelled'
            : step.current && step.key !== 'entregado'
              ? 'current'
              : step.done
                ? 'done'
                : 'pending';
        return (
          <li key={step.key} className={styles.step} aria-current={step.current ? 'step' : undefined}>
            {i > 0 ? (
              <span
                className={cx(styles.connector, step.done && (cancelled ? styles.connectorCancelled : styles.connectorDone))}
                aria-hidden="true"
              />
            ) : null}
            <span className={cx(styles.dot, styles.dotState[tone])} aria-hidden="true">
              <Icon name={step.done && !step.current ? 'check' : (icons[step.key] ?? 'check')} size={16} />
            </span>
            <span className={cx(styles.label, step.done && styles.labelReached)}>{step.label}</span>
            {step.time ? <span className={styles.time}>{step.time}</span> : null}
            <span className={visuallyHidden}>{step.current ? t.stepCurrent : step.done ? t.stepDone : t.stepPending}</span>
          </li>
        );
      })}
    </ol>
  );
}
