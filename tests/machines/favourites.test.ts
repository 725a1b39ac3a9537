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

/** A signed-in customer's favourites whose every read and save waits for the test to answer it. */
function startHeld() {
  type Held<I, O> = { input: I; answer: (o: O) => void; refuse: () => void };
  const reads: Array<Held<{ document: string; pdv: string }, Favourite[]>> = [];
  const saves: Array<Held<{ document: string; code: string; favourite: boolean }, unknown>> = [];
  const held =
    <I, O>(into: Array<Held<I, O>>) =>
    ({ input }: { input: I }) =>
      new Promise<O>((resolve, reject) => into.push({ input, answer: resolve, refuse: () => reject(new Error('sin conexión')) }));
  const machine = favouritesMachine.provide({
    actors: { loadFavourites: fromPromise(held(reads)), saveFavourite: fromPromise(held(saves)) },
  });
  const actor = createActor(machine, { input: { signedIn: true, document: DOCUMENT, pdv: 'P001' } }).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, reads, saves, settle };
}

describe('favourites: another sales point (their prices are those of the current sales point)', () => {
  it('a heart waiting for the API when the sales point changes is still sent, then the list is read at the new sales point', async () => {
    const f = startHeld();
    f.reads[0]!.answer([favourite('A1')]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    f.actor.send({ type: 'favourites.toggled', code: 'A2', favourite: true });
    f.actor.send({ type: 'favourites.toggled', code: 'A1', favourite: false });
    await f.settle();
    expect(f.saves.map((s) => s.input.code)).toEqual(['A2']);

    f.actor.send({ type: 'favourites.salesPointChanged', pdv: 'P002' });
    const moved = f.actor.getSnapshot();
    expect(moved.context.favourites, "the old sales point's prices are not shown").toBeNull();
    expect([selectIsFavourite(moved, 'A2'), selectIsFavourite(moved, 'A1')], 'the hearts keep the wishes').toEqual([true, false]);

    f.saves[0]!.answer({ ok: true });
    await f.settle();
    expect(f.reads.map((r) => r.input.pdv)).toEqual(['P001', 'P002']);
    f.reads[1]!.answer([favourite('A1'), favourite('A2')]);
    await f.settle();
    expect(f.saves.map((s) => s.input)).toMatchObject([
      { code: 'A2', favourite: true },
      { code: 'A1', favourite: false },
    ]);
    f.saves[1]!.answer({ ok: true });
    await f.settle();
    expect(f.reads.map((r) => r.input.pdv)).toEqual(['P001', 'P002', 'P002']);
    f.reads[2]!.answer([favourite('A2')]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    expect(f.actor.getSnapshot().context.favourites).toEqual([favourite('A2')]);
  });

  it('a list still being read is asked again at the new sales point, and a heart tapped meanwhile is then sent', async () => {
    const f = startHeld();
    f.actor.send({ type: 'favourites.toggled', code: 'A2', favourite: true });
    f.actor.send({ type: 'favourites.salesPointChanged', pdv: 'P002' });
    await f.settle();
    expect(f.reads.map((r) => r.input.pdv)).toEqual(['P001', 'P002']);
    f.reads[0]!.answer([favourite('A1')]);
    await f.settle();
    expect(f.actor.getSnapshot().matches('loading'), 'the answer at the old sales point is not shown').toBe(true);
    f.reads[1]!.answer([favourite('A1')]);
    await f.settle();
    expect(f.saves.map((s) => s.input)).toMatchObject([{ code: 'A2', favourite: true }]);
    expect(selectIsFavourite(f.actor.getSnapshot(), 'A2')).toBe(true);
  });

  it('a guest who buys from another sales point still makes no calls', async () => {
    const reads: string[] = [];
    const machine = favouritesMachine.provide({
      actors: { loadFavourites: fromPromise(async ({ input }) => (reads.push(input.pdv), [])) },
    });
    const actor = createActor(machine, { input: { signedIn: false, document: '', pdv: 'G001' } }).start();
    actor.send({ type: 'favourites.salesPointChanged', pdv: 'G002' });
    await new Promise((r) => setTimeout(r, 0));
    expect([actor.getSnapshot().value, reads]).toEqual(['guest', []]);
  });

  it('the same sales point again reads nothing', async () => {
    const f = startHeld();
    f.reads[0]!.answer([favourite('A1')]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    for (const state of ['idle', 'saving'] as const) {
      if (state === 'saving') f.actor.send({ type: 'favourites.toggled', code: 'A2', favourite: true });
      f.actor.send({ type: 'favourites.salesPointChanged', pdv: 'P001' });
      await f.settle();
      expect(f.actor.getSnapshot().context.favourites, state).toEqual([favourite('A1')]);
    }
    expect(f.reads).toHaveLength(1);
  });

  it('a change refused after the sales point changed puts its heart back, says so, and reads the list at the new sales point', async () => {
    const f = startHeld();
    f.reads[0]!.answer([favourite('A1')]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    f.actor.send({ type: 'favourites.toggled', code: 'A1', favourite: false });
    f.actor.send({ type: 'favourites.salesPointChanged', pdv: 'P002' });
    f.saves[0]!.refuse();
    await f.settle();
    expect(f.reads.map((r) => r.input.pdv)).toEqual(['P001', 'P002']);
    f.reads[1]!.answer([favourite('A1')]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectIsFavourite(f.actor.getSnapshot(), 'A1')).toBe(true);
  });

  it("a list that cannot be read at the new sales point holds no heart back, then offers 'Reintentar'", async () => {
    const f = startHeld();
    f.reads[0]!.answer([favourite('A1')]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    f.actor.send({ type: 'favourites.toggled', code: 'A2', favourite: true });
    f.actor.send({ type: 'favourites.toggled', code: 'A1', favourite: false });
    f.actor.send({ type: 'favourites.salesPointChanged', pdv: 'P002' });
    f.saves[0]!.answer({ ok: true });
    await f.settle();
    f.reads[1]!.refuse();
    await f.settle();
    expect(
      f.saves.map((s) => s.input.code),
      'the next heart is sent all the same',
    ).toEqual(['A2', 'A1']);
    f.saves[1]!.answer({ ok: true });
    await f.settle();
    f.reads[2]!.refuse();
    await f.settle();
    expect(
      f.reads.map((r) => r.input.pdv),
      'with nothing left to send, the list is asked for once more',
    ).toEqual(['P001', 'P002', 'P002', 'P002']);
    f.reads[3]!.refuse();
    await waitFor(f.actor, (s) => s.matches('failed'));
    expect([selectIsFavourite(f.actor.getSnapshot(), 'A2'), selectIsFavourite(f.actor.getSnapshot(), 'A1')]).toEqual([
      true,
      false,
    ]);
    f.actor.send({ type: 'favourites.retryRequested' });
    await f.settle();
    expect(f.reads).toHaveLength(5);
    expect(f.reads[4]!.input.pdv).toBe('P002');
  });
});

describe('favourites: one machine per customer, shown by one page after another', () => {
  it('another page that shows them reads the list again, and the list shown stays meanwhile', async () => {
    const f = startHeld();
    f.reads[0]!.answer([favourite('A1')]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    f.actor.send({ type: 'favourites.shown' });
    await f.settle();
    expect(f.reads).toHaveLength(2);
    expect(f.actor.getSnapshot().context.favourites).toEqual([favourite('A1')]);
    f.reads[1]!.answer([favourite('A1'), favourite('A2')]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectIsFavourite(f.actor.getSnapshot(), 'A2'), 'a favourite added on another device').toBe(true);
  });

  it('a page shown while a heart is being sent reads nothing more: the answer reads the list', async () => {
    const f = startHeld();
    f.reads[0]!.answer([]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    f.actor.send({ type: 'favourites.toggled', code: 'A2', favourite: true });
    f.actor.send({ type: 'favourites.shown' });
    await f.settle();
    expect([f.reads.length, f.saves.length]).toEqual([1, 1]);
  });

  it('a page shown after the list could not be read asks for it again', async () => {
    const f = startHeld();
    f.reads[0]!.refuse();
    await waitFor(f.actor, (s) => s.matches('failed'));
    f.actor.send({ type: 'favourites.shown' });
    await f.settle();
    expect([f.actor.getSnapshot().value, f.reads.length]).toEqual(['loading', 2]);
  });
});

describe('favourites: the list read is the truth once nothing waits', () => {
  it('a heart saved here follows a list read later that another device changed', async () => {
    const f = startHeld();
    f.reads[0]!.answer([]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    f.actor.send({ type: 'favourites.toggled', code: 'A2', favourite: true });
    f.saves[0]!.answer({ ok: true });
    await f.settle();
    f.reads[1]!.answer([favourite('A2')]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    f.actor.send({ type: 'favourites.shown' });
    await f.settle();
    f.reads[2]!.answer([]);
    await waitFor(f.actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectIsFavourite(f.actor.getSnapshot(), 'A2'), 'removed on the phone').toBe(false);
  });

  it('a heart still waiting for the API keeps its wish over a list read meanwhile', async () => {
    const f = startHeld();
    f.actor.send({ type: 'favourites.toggled', code: 'A1', favourite: false });
    f.reads[0]!.answer([favourite('A1')]);
    await f.settle();
    expect(selectIsFavourite(f.actor.getSnapshot(), 'A1')).toBe(false);
  });
});
