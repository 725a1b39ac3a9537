import assert from 'node:assert/strict';
import {
  selectFavourites,
  selectFavouritesError,
  selectIsFavourite,
  selectIsFavouriteBusy,
  selectPendingChanges,
  selectWishes,
  type FavouritesSnapshot,
} from '../../../machines/favourites';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<FavouritesSnapshot>({
  '*': (s, { event, previous }) => {
    assert.equal(selectFavouritesError(s) !== null, s.matches('failed'), "'Reintentar' only when the list could not be read");
    // Optimistic: the heart shows the customer's wish at once, and is busy until the API answered it,
    // also when tapped while the list is still being read (or after it could not be read).
    if (event?.type === 'favourites.toggled' && !s.matches('guest')) {
      const { code, favourite } = event as unknown as { code: string; favourite: boolean };
      assert.equal(selectIsFavourite(s, code), favourite, 'the heart changes at once');
      assert.ok(selectIsFavouriteBusy(s, code), 'and waits for the API');
    }
    // A heart the customer has not touched on this page shows what the list says.
    const wishes = selectWishes(s);
    for (const f of selectFavourites(s) ?? []) {
      if (wishes[f.codigo_producto] === undefined)
        assert.equal(selectIsFavourite(s, f.codigo_producto), true, `${f.codigo_producto} is on the list: its heart is full`);
    }
    if (wishes['ZZ9'] === undefined)
      assert.equal(selectIsFavourite(s, 'ZZ9'), false, 'a product not on the list has an empty heart');
    // Busy only while its own change waits for the API.
    const waiting = new Set(selectPendingChanges(s).map((c) => c.code));
    for (const code of ['A1', 'A2'])
      assert.equal(
        selectIsFavouriteBusy(s, code),
        waiting.has(code),
        `${code}'s heart is busy exactly while its own change waits`,
      );
    // The list read is the truth: a heart touched earlier follows it once its change is answered (another device).
    if (
      previous &&
      event?.type.startsWith('xstate.done.actor.') &&
      (previous.matches('loading') || previous.matches({ ready: 'reloading' }))
    )
      for (const code of ['A1', 'A2'].filter((c) => !waiting.has(c)))
        assert.equal(
          selectIsFavourite(s, code),
          (selectFavourites(s) ?? []).some((f) => f.codigo_producto === code),
          `${code}'s heart follows the list read`,
        );
    if (previous && event?.type.startsWith('xstate.done.actor.') && previous.matches({ ready: 'reloading' })) {
      assert.deepEqual(selectFavourites(s), (event as unknown as { output: unknown }).output, 'the list read again is shown');
    }
  },
  guest: (s) => assert.deepEqual([selectFavourites(s), selectIsFavourite(s, 'A1')], [null, false], 'a guest has no favourites'),
});
