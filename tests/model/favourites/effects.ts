import assert from 'node:assert/strict';
import type { FavouritesInput, FavouritesSnapshot } from '../../../machines/favourites';
import { isFavouriteIn, selectFavourites, selectIsFavourite, selectWishes } from '../../../machines/favourites';
import { listPages } from '../../../machines/screenTexts/listPages';
import { added, defineEffects, type World } from '../world';

type Toggle = { code: string; favourite: boolean };
/** Per replayed path: the sales point the customer buys from now. */
const salesPoints = new WeakMap<World, string>();
/**
 * Per replayed path: the changes the customer made, each with what its heart showed before it
 * (null: tapped before the list was read, so 'as it was' is what the list says).
 */
const wishes = new WeakMap<World, Array<Toggle & { shownBefore: boolean | null }>>();

/** Favourites: optimistic, one change at a time in order, a failure puts the heart back and says so; guests make no calls. */
export default defineEffects({
  rules: {
    'un invitado no hace llamadas': ({ world, input }) => {
      if (!(input as FavouritesInput).signedIn) assert.deepEqual(world.api, []);
    },
    'la lista se pide con el documento del cliente y los precios de su punto de venta': ({ world, input, event, before }) => {
      const { document } = input as FavouritesInput;
      const pdv = event?.type === 'favourites.salesPointChanged' ? (event as unknown as { pdv: string }).pdv : undefined;
      salesPoints.set(world, pdv ?? salesPoints.get(world) ?? (input as FavouritesInput).pdv);
      for (const r of added(world.api, before.api).filter((c) => c.call === 'loadFavourites'))
        assert.deepEqual(r.input, { document, pdv: salesPoints.get(world) });
    },
    'en otro punto de venta no se muestran los precios del anterior; el mismo punto no vuelve a pedir nada': ({
      world,
      snapshot,
      previous,
      event,
      before,
    }) => {
      if (event?.type !== 'favourites.salesPointChanged' || !previous || previous.matches('guest')) return;
      const moved = (event as unknown as { pdv: string }).pdv !== (previous as FavouritesSnapshot).context.pdv;
      if (moved) return assert.equal(selectFavourites(snapshot as FavouritesSnapshot), null);
      assert.deepEqual(selectFavourites(snapshot as FavouritesSnapshot), selectFavourites(previous as FavouritesSnapshot));
      assert.deepEqual(added(world.api, before.api), []);
    },
    'una página que muestra los favoritos los vuelve a pedir, salvo si ya se están pidiendo o enviando': ({
      world,
      previous,
      event,
      before,
    }) => {
      if (event?.type !== 'favourites.shown' || !previous) return;
      const asks = previous.matches({ ready: 'idle' }) || previous.matches('failed');
      const reads = added(world.api, before.api).filter((r) => r.call === 'loadFavourites');
      assert.equal(reads.length, asks ? 1 : 0);
    },
    'los cambios van de a uno y en orden; si la API falla el corazón vuelve a como estaba y se avisa; si acepta, se avisa y se vuelve a leer la lista':
      ({ world, input, snapshot, previous, event, before }) => {
        const log = wishes.get(world) ?? [];
        wishes.set(world, log);
        const s = snapshot as FavouritesSnapshot;
        // A heart tapped before the list is in (or after it could not be read) counts like one tapped on it.
        if (event?.type === 'favourites.toggled' && previous && !previous.matches('guest')) {
          const t = event as unknown as Toggle;
          const p = previous as FavouritesSnapshot;
          const listed = selectFavourites(p) !== null || selectWishes(p)[t.code] !== undefined;
          log.push({ ...t, shownBefore: listed ? selectIsFavourite(p, t.code) : null });
        }
        // One change at a time, the oldest first, to the customer's document.
        const saves = added(world.api, before.api).filter((r) => r.call === 'saveFavourite');
        assert.ok(saves.length <= 1, 'one change at a time');
        for (const r of saves) {
          const { code, favourite, document } = r.input as Toggle & { document: string };
          assert.deepEqual({ code, favourite }, { code: log[0]?.code, favourite: log[0]?.favourite }, 'the oldest change first');
          assert.equal(document, (input as FavouritesInput).document);
        }
        const notices = world.notices.slice(before.notices);
        if (!previous?.matches({ ready: 'saving' }) || !event?.type.startsWith('xstate.'))
          return assert.deepEqual(notices, [], 'a notice without an answer');
        const change = log.shift()!;
        const reads = added(world.api, before.api).filter((r) => r.call === 'loadFavourites');
        if (event.type.startsWith('xstate.error.actor.')) {
          assert.deepEqual(notices, [{ level: 'error', message: listPages.favouriteFailed }]);
          const later = log.some((w) => w.code === change.code);
          const listSays = isFavouriteIn({}, selectFavourites(s), change.code);
          if (!later)
            assert.equal(selectIsFavourite(s, change.code), change.shownBefore ?? listSays, 'the heart is back as it was');
          // Only a list dropped for another sales point is read again, once no change waits.
          const dropped = selectFavourites(previous as FavouritesSnapshot) === null && log.length === 0;
          assert.equal(reads.length, dropped ? 1 : 0, 'a refused change reads nothing, unless the sales point changed');
        } else {
          assert.deepEqual(notices, [
            { level: 'success', message: change.favourite ? listPages.favouriteAdded : listPages.favouriteRemoved },
          ]);
          assert.equal(reads.length, 1, 'the list is read again');
        }
      },
  },
});
