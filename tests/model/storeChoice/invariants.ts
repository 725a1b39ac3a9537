import assert from 'node:assert/strict';
import { isOpenAt, isOpenAtSlot } from '../../../machines/rules/openingHours';
import type { PickupStore } from '../../../machines/schemas';
import { pickupTexts } from '../../../machines/screenTexts/pickup';
import {
  selectChosenStore,
  selectDeliveryMode,
  selectIsLoadingStores,
  selectPickupSlot,
  selectStoreChoiceError,
  selectStoresFailed,
  selectStores,
  selectStoreRows,
  type PickupConfirmation,
  type StoreChoiceSnapshot,
} from '../../../machines/storeChoice';
import { defineInvariants } from '../invariantTypes';

/** Open at the slot, read with the hours rule alone. */
const openAtSlot = (s: StoreChoiceSnapshot, hours: Parameters<typeof isOpenAtSlot>[0]) => {
  const { day, time } = selectPickupSlot(s);
  return day !== null && time !== null && isOpenAtSlot(hours, day, time);
};

export default defineInvariants<StoreChoiceSnapshot>({
  '*': (s, { effects, event, previous }) => {
    assert.equal(selectDeliveryMode(s), s.matches('pickup') ? 'pickup' : 'delivery', 'the store list only for Recoger en tienda');
    assert.equal(selectIsLoadingStores(s), s.matches({ pickup: 'loading' }));
    assert.equal(selectStoresFailed(s), s.matches({ pickup: 'failed' }));
    if (selectStoresFailed(s)) assert.notEqual(selectStoreChoiceError(s)?.trim() ?? '', '', "'Reintentar' comes with a message");

    // The list as shown, at a Sunday noon and a Monday 16:00 (Bogotá): 'Abierto' / 'Cerrado ahora' by the hours
    // at that instant, choosable by the hours at the pick-up slot, one radio checked: the chosen store.
    for (const now of [Date.parse('2025-06-01T17:00:00Z'), Date.parse('2025-06-02T21:00:00Z')]) {
      const rows = selectStoreRows(s, now);
      assert.deepEqual(
        rows.map((r) => r.store),
        [...selectStores(s)],
        'every listed store, in order',
      );
      for (const row of rows) {
        assert.equal(row.openNow, isOpenAt(row.store.horario, now), `${row.store.nombre}: Abierto / Cerrado ahora`);
        assert.equal(row.choosable, openAtSlot(s, row.store.horario), `${row.store.nombre}: choosable at the slot`);
        assert.equal(row.chosen, selectChosenStore(s)?.Vkbur === row.store.Vkbur, `${row.store.nombre}: checked`);
        assert.equal(row.nextOpening === null, row.openNow, 'a closed store says when it opens');
      }
    }

    // A store closed at the pick-up slot is never the chosen one (a closed store cannot be chosen for now).
    const chosen = selectChosenStore(s);
    if (chosen) {
      assert.ok(selectStores(s).includes(chosen), 'the chosen store is one of the listed');
      assert.ok(openAtSlot(s, chosen.horario), `${chosen.nombre} is closed at the slot and still chosen`);
    }

    // Choosing: an open store is taken; a closed (or unknown) one is refused with the reason.
    if (event?.type === 'storeChoice.storeChosen' && previous?.matches({ pickup: 'choosing' })) {
      const vkbur = (event as unknown as { vkbur: string }).vkbur;
      const store = selectStores(s).find((x) => x.Vkbur === vkbur);
      if (store && openAtSlot(s, store.horario)) {
        assert.equal(chosen?.Vkbur, vkbur, 'an open store is chosen');
        assert.equal(selectStoreChoiceError(s), null);
      } else {
        assert.equal(chosen?.Vkbur, previous.context.chosen ?? undefined, 'a closed store does not replace the choice');
        assert.equal(selectStoreChoiceError(s), pickupTexts.closedAtSlot);
      }
    }

    // Confirming hands the chosen store and the slot over, once, and only an open one.
    const confirmations = effects.filter((e) => e.type === 'confirmPickup').map((e) => e.params as PickupConfirmation);
    if (event?.type === 'storeChoice.confirmed' && previous?.matches({ pickup: 'choosing' })) {
      const before = (previous.context.stores as PickupStore[]).find((x) => x.Vkbur === previous.context.chosen);
      if (before) {
        assert.deepEqual(confirmations, [{ store: before, slot: previous.context.slot }], 'the chosen store and the slot');
      } else {
        assert.deepEqual(confirmations, [], 'nothing confirmed without a store');
        assert.equal(selectStoreChoiceError(s), pickupTexts.chooseStore);
      }
    } else {
      assert.deepEqual(confirmations, [], 'only confirming confirms');
    }
    for (const c of confirmations)
      assert.ok(
        c.slot.day && c.slot.time && isOpenAtSlot(c.store.horario, c.slot.day, c.slot.time),
        'confirmed while open at the slot',
      );
  },
});
