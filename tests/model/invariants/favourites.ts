import assert from 'node:assert/strict';
import { selectFavourites, selectFavouritesError, selectIsFavourite, selectIsFavouriteBusy, type FavouritesSnapshot } from '../../../machines/favourites';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<FavouritesSnapshot>({
  '*': (s, { event, previous }) => {
    assert.equal(selectFavouritesError(s) !== null, s.matches('failed'), "'Reintentar' only when the list could not be read");
    // Optimistic: the heart shows the customer's wish at once, and is busy until the API answered it.
    if (event?.type === 'favourites.toggled' && s.matches('ready')) {
      const { code, favourite } = event as unknown as { code: string; favourite: boolean };
      assert.equal(selectIsFavourite(s, code), favourite, 'the heart changes at once');
      assert.ok(selectIsFavouriteBusy(s, code), 'and waits for the API');
    }
    if (previous && event?.type.startsWith('xstate.done.actor.') && previous.matches({ ready: 'reloading' })) {
      assert.deepEqual(selectFavourites(s), (event as unknown as { output: unknown }).output, 'the list read again is shown');
    }
  },
  guest: (s) => assert.deepEqual([selectFavourites(s), selectIsFavourite(s, 'A1')], [null, false], 'a guest has no favourites'),
});
