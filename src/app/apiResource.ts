import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '../../machines/messages';
import { selectToken } from '../../machines/session';
import { useSession } from './hooks';

/**
 * Data a page reads from the API with the signed-in customer's token (mis-pedidos,
 * favourites…): loading, ready or failed with the Spanish message of spec §8, and a
 * reload. A request still in flight is aborted when the page leaves or the key changes.
 */
export type ApiResource<T> =
  | { status: 'loading'; data: T | null; error: null; reload: () => void }
  | { status: 'ready'; data: T; error: null; reload: () => void }
  | { status: 'failed'; data: T | null; error: string; reload: () => void };

export function useApiResource<T>(
  /** The call; `key` identifies what it asks for (a new key loads again). */
  load: (options: { signal: AbortSignal; token: string | null }) => Promise<T>,
  key: string,
): ApiResource<T> {
  const token = useSession(selectToken);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; data: T | null; error: string | null }>({
    status: 'loading',
    data: null,
    error: null,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    loadRef
      .current({ signal: controller.signal, token })
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.message !== '' ? error.message : messages.http.other;
        setState((s) => ({ status: 'failed', data: s.data, error: message }));
      });
    return () => controller.abort();
  }, [key, token, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload } as ApiResource<T>;
}
