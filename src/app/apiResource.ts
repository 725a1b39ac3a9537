import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { selectResourceData, selectResourceError, selectResourceStatus } from '../../machines/resource';
import { providedResource, type Loader } from './accountEffects';
import { useActorView } from './useActorView';

/**
 * Data a page reads from the API with the signed-in customer's token, through the resource
 * machine (machines/resource): loading, ready or failed with the Spanish message of docs/product.md#errores, and
 * a reload. The request in flight is aborted when the page leaves; a page that reads something
 * else keys its component (a new key, a new machine).
 */
export type ApiResource<T> =
  | { status: 'loading'; data: T | null; error: null; reload: () => void }
  | { status: 'ready'; data: T; error: null; reload: () => void }
  | { status: 'failed'; data: T | null; error: string; reload: () => void };

const resourceView = { status: selectResourceStatus, data: selectResourceData, error: selectResourceError };
const resourceEvents = { reload: () => ({ type: 'resource.reloadRequested' }) as const };

/** One of the named calls of src/app/accountEffects.ts (`orderDetail`, `recommended`, `account`). */
export function useResource<T>(source: string, params: unknown = null): ApiResource<T> {
  const actor = useActorRef(providedResource, { input: { source, params } });
  const { status, data, error, reload } = useActorView(actor, resourceView, resourceEvents);
  return useMemo(() => ({ status, data: data as T | null, error, reload }) as ApiResource<T>, [status, data, error, reload]);
}

/** A page's own call (the tracked orders); `key` names what it asks for. */
export function useApiResource<T>(load: Loader<T>, _key: string): ApiResource<T> {
  return useResource<T>('custom', load);
}
