import type { Favourite } from '../schemas';
import type { FavouriteChange, FavouritesSnapshot } from './types';

export const selectFavourites = (s: FavouritesSnapshot): Favourite[] | null => s.context.favourites;
export const selectFavouritesError = (s: FavouritesSnapshot): string | null => (s.matches('failed') ? s.context.error : null);
/** The customer's wishes not yet confirmed by a list read, by product code. */
export const selectWishes = (s: FavouritesSnapshot): Record<string, boolean> => s.context.wanted;
/** Changes waiting for the API. */
export const selectPendingChanges = (s: FavouritesSnapshot): FavouriteChange[] => s.context.queue;

/** The customer's wish not yet confirmed by a list read, else what the list says. */
export const isFavouriteIn = (wishes: Record<string, boolean>, favourites: readonly Favourite[] | null, code: string): boolean =>
  wishes[code] ?? (favourites ?? []).some((f) => f.codigo_producto === code);
/** A change of this product waits for the API. */
export const isPendingIn = (pending: readonly FavouriteChange[], code: string): boolean => pending.some((c) => c.code === code);

export const selectIsFavourite = (s: FavouritesSnapshot, code: string): boolean =>
  isFavouriteIn(s.context.wanted, s.context.favourites, code);
export const selectIsFavouriteBusy = (s: FavouritesSnapshot, code: string): boolean => isPendingIn(s.context.queue, code);
