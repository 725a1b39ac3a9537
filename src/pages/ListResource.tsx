import type { ReactNode } from 'react';
import type { ApiResource } from '../app/apiResource';
import { Spinner } from '../ui/Spinner';
import { LoadFailedPanel, ResourceState } from './ResourceState';
import * as styles from './lists.css';
import { listPages } from '../../machines/screenTexts/listPages';

export interface ListResourceProps<T> {
  resource: ApiResource<T>;
  children: (data: T) => ReactNode;
}

/** Spinner, 'No pudimos cargar esta información' with 'Reintentar', or the page: the account list pages. */
export function ListResource<T>({ resource, children }: ListResourceProps<T>) {
  return (
    <ResourceState
      resource={resource}
      loading={
        <div className={styles.center}>
          <Spinner size="lg" />
        </div>
      }
      failed={(error, retry) => (
        <LoadFailedPanel
          title={listPages.loadFailed}
          error={error}
          retryText={listPages.retry}
          retryVariant="secondary"
          onRetry={retry}
        />
      )}
    >
      {children}
    </ResourceState>
  );
}
