import type { SnapshotFrom } from 'xstate';
import type { Favourite } from '../schemas';
import type { favouritesMachine } from './machine';

export interface FavouritesInput {
  signedIn: boolean;
  document: string;
  pdv: string;
}

export interface FavouriteChange {
  code: string;
  favourite: boolean;
  /** The wish shown before this change (restored if it fails); undefined: what the list says. */
  before: boolean | undefined;
}

export interface FavouritesContext {
  signedIn: boolean;
  document: string;
  pdv: string;
  favourites: Favourite[] | null;
  error: string | null;
  /** What the customer asked for, by product code, until a list read after it says so (or otherwise: another device). */
  wanted: Record<string, boolean>;
  /** Changes waiting for the API, the one being sent first. */
  queue: FavouriteChange[];
}

export type FavouritesEvent =
  | { type: 'favourites.toggled'; code: string; favourite: boolean }
  | { type: 'favourites.retryRequested' }
  /** A page that shows the favourites (a product's heart, /mis-favoritos) is drawn. */
  | { type: 'favourites.shown' }
  /** The customer buys from another sales point now (its code). */
  | { type: 'favourites.salesPointChanged'; pdv: string };

export type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>;
