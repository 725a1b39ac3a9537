import { useEffect, useLayoutEffect, useMemo } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  favouritesMachine,
  type FavouritesInput,
  isFavouriteIn,
  isPendingIn,
  selectFavourites,
  selectFavouritesError,
  selectPendingChanges,
  selectWishes,
} from '../../../machines/favourites';
import { FALLBACK_GENERIC_SALES_POINT, selectSalesPointCode } from '../../../machines/location';
import { selectDocument, selectIsLoggedIn, selectToken } from '../../../machines/session';
import type { ApiResource } from '../../app/apiResource';
import { useLocationState, useSession } from '../../app/hooks';
import { notify } from '../../app/notifications';
import { clientRefs } from '../../app/storefront';
import { useActorView } from '../../app/useActorView';

/**
 * Favourites (machines/favourites: optimistic with rollback) for /mis-favoritos and the heart of
 * a product page: its effects, and the hooks the views read it with. Apart from the other account
 * effects so the product page brings only this one.
 */

const token = () => selectToken(clientRefs().session.getSnapshot());
/** The API client and its schemas come with the first call: a guest on a product page makes none. */
const loadApi = () => import('../../api/endpoints').then((m) => m.api);

export const providedFavourites = favouritesMachine.provide({
  actors: {
    loadFavourites: fromPromise(async ({ input, signal }) =>
      (await loadApi()).favourites(input.document, input.pdv, { signal, token: token() }),
    ),
    // Not cancelled: a heart is saved even if the customer signs out while it is being sent.
    saveFavourite: fromPromise(async ({ input }) => {
      const api = await loadApi();
      return input.favourite
        ? api.addFavourite(input.document, input.code, { token: token() })
        : api.removeFavourite(input.document, input.code, { token: token() });
    }),
  },
  actions: { notify: (_, params) => notify(params) },
});

/** The sales point the customer buys from (its code), the generic one until a city is chosen. */
export function useSalesPointCode(): string {
  return useLocationState(selectSalesPointCode) ?? FALLBACK_GENERIC_SALES_POINT.Vkbur;
}

type FavouritesActor = Actor<typeof providedFavourites>;
const keyOf = (signedIn: boolean, document: string) => `${signedIn}|${document}`;
/**
 * One favourites machine per customer for the tab's life, not one per page: a heart waiting for the
 * API outlives the page it was tapped on (leaving to choose another city, say), and its answer or
 * refusal is still told. Another customer, or a sign-out, drops it: no list outlives its session.
 */
let shared: { key: string; actor: FavouritesActor } | null = null;
function favouritesOf(input: FavouritesInput): FavouritesActor {
  // The server keeps nothing between requests: a page it renders gets a machine of its own, never started.
  if (typeof window === 'undefined') return createActor(providedFavourites, { input });
  const key = keyOf(input.signedIn, input.document);
  if (shared?.key === key) return shared.actor;
  shared?.actor.stop();
  const actor = createActor(providedFavourites, { input }).start();
  shared = { key, actor };
  const watch = clientRefs().session.subscribe((session) => {
    if (shared?.actor === actor && keyOf(selectIsLoggedIn(session), selectDocument(session)) === key) return;
    if (shared?.actor === actor) shared = null;
    actor.stop();
    watch.unsubscribe();
  });
  return actor;
}

/**
 * Who the favourites are of and where they are priced. A component keyed by `key` starts again for
 * another customer; another sales point is an event, so hearts waiting for the API are kept.
 */
export function useFavouritesAudience() {
  const signedIn = useSession(selectIsLoggedIn);
  const document = useSession(selectDocument);
  const pdv = useSalesPointCode();
  return { signedIn, document, pdv, key: `${signedIn}|${document}` };
}

const favouritesView = {
  favourites: selectFavourites,
  error: selectFavouritesError,
  wishes: selectWishes,
  pending: selectPendingChanges,
};
const favouritesEvents = {
  retry: () => ({ type: 'favourites.retryRequested' }) as const,
  set: (code: string, favourite: boolean) => ({ type: 'favourites.toggled', code, favourite }) as const,
};

/** Favourites with add / remove. Guests get an empty list and no calls. Key the component with useFavouritesAudience().key. */
export function useFavourites() {
  const { signedIn, document, pdv } = useFavouritesAudience();
  const actor = favouritesOf({ signedIn, document, pdv });
  // Before paint: not one frame of the old sales point's prices.
  useLayoutEffect(() => actor.send({ type: 'favourites.salesPointChanged', pdv }), [actor, pdv]);
  useEffect(() => actor.send({ type: 'favourites.shown' }), [actor]);
  const { favourites, error, wishes, pending, retry, set } = useActorView(actor, favouritesView, favouritesEvents);
  const resource = useMemo(
    () =>
      ({
        status: error !== null ? 'failed' : favourites === null ? 'loading' : 'ready',
        data: favourites,
        error,
        reload: retry,
      }) as ApiResource<NonNullable<typeof favourites>>,
    [favourites, error, retry],
  );
  const isFavourite = (code: string) => isFavouriteIn(wishes, favourites, code);
  return {
    isLoggedIn: signedIn,
    resource,
    isFavourite,
    isBusy: (code: string) => isPendingIn(pending, code),
    toggle: (code: string) => set(code, !isFavourite(code)),
    remove: (code: string) => set(code, false),
  };
}
