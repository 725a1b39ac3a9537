/** The favourites machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { favouritesMachine } from './machine';
export {
  type FavouritesInput,
  type FavouriteChange,
  type FavouritesContext,
  type FavouritesEvent,
  type FavouritesSnapshot,
} from './types';
export {
  selectFavourites,
  selectFavouritesError,
  selectWishes,
  selectPendingChanges,
  isFavouriteIn,
  isPendingIn,
  selectIsFavourite,
  selectIsFavouriteBusy,
} from './selectors';
export { glossary } from './glossary';
