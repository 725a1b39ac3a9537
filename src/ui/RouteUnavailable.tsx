import { messages } from '../../machines/messages';
import { Button } from './Button';
import { StatusPanel } from './StatusPanel';

export interface RouteUnavailableProps {
  /** The browser is offline: 'Sin conexión' (docs/product.md#pantallas-y-rutas) with the docs/product.md#errores network message; else a generic failure. */
  offline: boolean;
  onRetry: () => void;
}

/** A screen whose code could not be downloaded: the customer stays in the app, with a retry. */
export function RouteUnavailable({ offline, onRetry }: RouteUnavailableProps) {
  return (
    <StatusPanel
      icon={offline ? 'wifiOff' : 'alert'}
      tone="warning"
      eyebrow={offline ? messages.http.network : undefined}
      title={offline ? messages.layout.offline : messages.errorPage.genericTitle}
      body={offline ? messages.layout.offlineBody : messages.layout.pageFailedBody}
      actions={<Button onClick={onRetry}>{messages.layout.retry}</Button>}
    />
  );
}
