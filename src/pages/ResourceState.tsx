import type { ReactNode } from 'react';
import type { ApiResource } from '../app/apiResource';
import { Button, type ButtonProps } from '../ui/Button';
import { StatusPanel } from '../ui/StatusPanel';

export interface LoadFailedPanelProps {
  title: string;
  /** The Spanish message of docs/product.md#errores. */
  error: string;
  retryText: string;
  onRetry: () => void;
  /** Look of the 'Reintentar' button. Default primary. */
  retryVariant?: ButtonProps['variant'];
  /** Beside 'Reintentar' (e.g. back to the orders). */
  actions?: ReactNode;
  /** 2 when the page has its own h1 above the panel. Default 1. */
  headingLevel?: 1 | 2;
}

/** What a page shows when its data could not be loaded: the error and a way to try again. */
export function LoadFailedPanel({ title, error, retryText, onRetry, retryVariant, actions, headingLevel }: LoadFailedPanelProps) {
  return (
    <StatusPanel
      icon="alert"
      tone="warning"
      title={title}
      headingLevel={headingLevel}
      body={error}
      actions={
        <>
          <Button variant={retryVariant} onClick={onRetry}>
            {retryText}
          </Button>
          {actions}
        </>
      }
    />
  );
}

export interface ResourceStateProps<T> {
  resource: ApiResource<T>;
  /** Until the first answer arrives. */
  loading: ReactNode;
  /** When nothing could be loaded. */
  failed: (error: string, retry: () => void) => ReactNode;
  /** The page once there is data (kept while it reloads). */
  children: (data: T) => ReactNode;
}

/** The loading / failed-with-retry / content states of a `useApiResource` result. */
export function ResourceState<T>({ resource, loading, failed, children }: ResourceStateProps<T>) {
  if (resource.data === null) {
    return <>{resource.status === 'failed' ? failed(resource.error, resource.reload) : loading}</>;
  }
  return <>{children(resource.data)}</>;
}
