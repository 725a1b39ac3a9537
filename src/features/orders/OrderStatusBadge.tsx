import { Badge } from '../../ui/Badge';
import { Icon, type IconName } from '../../ui/Icon';

/** The order lifecycle of docs/api/endpoints.md, as the badge colours it. */
export type OrderStatusKey = 'recibido' | 'en preparación' | 'en camino' | 'entregado' | 'cancelado' | 'vencido';

const look: Record<OrderStatusKey, { tone: 'neutral' | 'accent' | 'brand' | 'success' | 'dark'; icon: IconName }> = {
  recibido: { tone: 'neutral', icon: 'receipt' },
  'en preparación': { tone: 'accent', icon: 'clock' },
  'en camino': { tone: 'brand', icon: 'moto' },
  entregado: { tone: 'success', icon: 'checkCircle' },
  cancelado: { tone: 'dark', icon: 'x' },
  vencido: { tone: 'dark', icon: 'clock' },
};

export interface OrderStatusBadgeProps {
  status: OrderStatusKey;
  /** The status as the customer reads it ('En preparación'). */
  label: string;
  size?: 'sm' | 'md';
}

export function OrderStatusBadge({ status, label, size = 'md' }: OrderStatusBadgeProps) {
  const { tone, icon } = look[status];
  return (
    <Badge tone={tone} size={size} data-testid="order-status">
      <Icon name={icon} size={14} />
      {label}
    </Badge>
  );
}
