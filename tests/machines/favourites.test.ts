import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { favouritesMachine, selectIsFavourite, selectIsFavouriteBusy } from '../../machines/favourites';
import type { Favourite } from '../../machines/schemas';
import { DOCUMENT, favourite } from '../fixtures/account';

/** A favourites machine whose list read waits for the test; every save is recorded and accepted. */
function start(firstRead: 'waits' | 'fails') {
  const saves: Array<{ code: string; favourite: boolean }> = [];
  let reads = 0;
  let answerFirstRead: (list: Favourite[]) => void = () => {};
  const machine = favouritesMachine.provide({
    actors: {
      loadFavourites: fromPromise(async () => {
        reads += 1;
        if (reads > 1) return [favourite('A1'), favourite('A2')];
        if (firstRead === 'fails') throw new Error('sin conexión');
        return new Promise<Favourite[]>((resolve) => (answerFirstRead = resolve));
      }),
      saveFavourite: fromPromise(async ({ input }) => {
        saves.push({ code: input.code, favourite: input.favourite });
        return { ok: true };
      }),
    },
  });
  const actor = createActor(machine, { input: { signedIn: true, document: DOCUMENT, pdv: 'P001' } }).start();
  return { actor, saves, answerFirstRead: (list: Favourite[]) => answerFirstRead(list), reads: () => reads };
}

describe('favourites: the heart changes at once', () => {
  it('a heart tapped while the list is still being read changes at once and is saved once the list is in', async () => {
    const f = start('waits');
    expect(f.actor.getSnapshot().matches('loading')).toBe(true);
    f.actor.send({ type: 'favourites.toggled', code: 'A2', favourite: true });
    expect(selectIsFavourite(f.actor.getSnapshot(), 'A2')).toBe(true);
    expect(selectIsFavouriteBusy(f.actor.getSnapshot(), 'A2')).toBe(true);
    expect(f.saves).toEqual([]);

    f.answerFirstRead([favourite('A1')]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }) && f.reads() === 2);
    expect(f.saves).toEqual([{ code: 'A2', favourite: true }]);
    expect(selectIsFavourite(f.actor.getSnapshot(), 'A2')).toBe(true);
    expect(selectIsFavouriteBusy(f.actor.getSnapshot(), 'A2')).toBe(false);
  });

  it('a heart tapped after the list could not be read asks for it again, then saves the wish', async () => {
    const f = start('fails');
    await waitFor(f.actor, (s) => s.matches('failed'));
    f.actor.send({ type: 'favourites.toggled', code: 'A2', favourite: true });
    expect(selectIsFavourite(f.actor.getSnapshot(), 'A2')).toBe(true);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }) && f.reads() === 3);
    expect(f.saves).toEqual([{ code: 'A2', favourite: true }]);
  });
});
