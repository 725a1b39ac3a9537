import assert from 'node:assert/strict';
import { SALES_POINT_SELECTION_MAX_AGE_MS } from '../../../machines/constants';
import { messages } from '../../../machines/messages';
import {
  selectAddressError,
  selectHasDeliveryTime,
  selectIsAssigningGeneric,
  selectIsBusy,
  selectIsCityChangeLocked,
  selectIsInactive,
  selectIsLoadingCities,
  selectIsSelectingCity,
  selectKonda,
  selectLocationDialogMode,
  selectLocationQuery,
  selectSalesPointCode,
  type LocationSnapshot,
} from '../../../machines/location';
import { expectedQuery } from '../effects/location';
import { addDays, bogotaDayOf, bogotaMinutesOfDay, DELIVERY_DAYS_AHEAD, deliveryTimes } from '../../../machines/rules/deliverySlots';
import { defineInvariants } from '../invariantTypes';

/** The slot rule, recomputed from the house rule itself (rules/deliverySlots.ts `deliveryTimes`), not from the machine. */
const stillPossible = (s: LocationSnapshot, day: string | null, time: string | null): boolean => {
  const now = s.context.now();
  const today = bogotaDayOf(now);
  return day !== null && time !== null && day < addDays(today, DELIVERY_DAYS_AHEAD) && deliveryTimes(day, today, bogotaMinutesOfDay(now)).includes(time);
};

export default defineInvariants<LocationSnapshot>({
  // Spec §4: a saved sales point is kept only with its selection date; without one the generic is assigned.
  assigningGeneric: (s) =>
    assert.ok(s.context.salesPoint === null || s.context.selectedAt === null, 'no sales point of its own (none, or one saved without its date) until the generic one is assigned'),
  ready: (s) => {
    assert.ok(s.context.salesPoint, 'ready always has a sales point');
    assert.notEqual(s.context.selectedAt, null, 'and its selection date');
    // Spec §4, §9 inactividad: a selection more than 4 h old is never used; the generic one replaces it.
    assert.equal(selectIsInactive(s, s.context.now()), false, 'ready with a selection more than 4 h old');
  },
  'ready.idle': (s) => assert.equal(s.context.chosenCity, null),
  'ready.selectingCity': (s) => {
    assert.ok(s.context.chosenCity, 'the offered spelling of the chosen city');
    assert.ok(s.context.cities.includes(s.context.chosenCity));
  },
  '#location': (s) => {
    // What the location dialog, the header chip and the side menu read (spec §2, §4).
    const c = s.context;
    assert.equal(selectSalesPointCode(s), c.salesPoint?.Vkbur ?? null);
    assert.equal(selectKonda(s), c.salesPoint?.Konda || '28', 'the price list, default 28');
    assert.equal(selectHasDeliveryTime(s), c.deliveryTime !== null && c.deliveryTime.trim() !== '');
    assert.equal(selectIsAssigningGeneric(s), s.matches('assigningGeneric'));
    assert.equal(selectIsLoadingCities(s), s.matches({ ready: 'loadingCities' }));
    assert.equal(selectIsSelectingCity(s), s.matches({ ready: 'selectingCity' }));
    assert.equal(selectIsBusy(s), s.matches('assigningGeneric') || s.matches({ ready: 'loadingCities' }) || s.matches({ ready: 'selectingCity' }), 'spinner');
    assert.equal(selectIsCityChangeLocked(s), c.isLoggedIn && !c.isCartEmpty, 'a customer with products cannot change city');
    assert.equal(selectLocationDialogMode(s), !c.isLoggedIn ? 'anonymous' : c.isCartEmpty ? 'loggedInEmptyCart' : 'lockedByCart');
    // inactividad: a selection more than 4 h old.
    if (c.selectedAt === null) assert.equal(selectIsInactive(s, 10 ** 13), false, 'never inactive without a selection');
    else {
      assert.equal(selectIsInactive(s, c.selectedAt + SALES_POINT_SELECTION_MAX_AGE_MS), false, 'exactly 4 h: still active');
      assert.equal(selectIsInactive(s, c.selectedAt + SALES_POINT_SELECTION_MAX_AGE_MS + 1), true, 'more than 4 h: inactive');
    }
    const now = c.now();
    assert.deepEqual(selectLocationQuery(s, now), expectedQuery(c, now), 'the query the menu and the cart use');
  },
  '*': (s, { event, previous }) => {
    const now = s.context.now();
    const today = bogotaDayOf(now);
    const minutes = bogotaMinutesOfDay(now);
    const form = s.context.slotForm;
    for (const day of form.days) {
      assert.ok(deliveryTimes(day, today, minutes).length > 0, `the day list skips a day with no hour left (${day} offered at ${today} ${minutes} min)`);
    }
    assert.ok(form.days.every((day) => day >= today), 'no past day is offered');
    if (form.day !== null) {
      assert.deepEqual(form.times, deliveryTimes(form.day, today, minutes), `the hours offered are only those still possible for ${form.day}`);
      assert.ok(stillPossible(s, form.day, form.time), `the preselected slot ${form.day} ${form.time} is still possible (the form accepts its own defaults)`);
      assert.equal(form.day, form.days.includes(form.day) ? form.day : null, 'the chosen day is one offered');
    }
    if (event?.type === 'location.slotDayChosen' && form.days.includes(event.day as string)) {
      assert.equal(form.day, event.day, 'changing the day shows that day');
      assert.ok(form.time !== null && form.times.includes(form.time), 'changing the day updates the hours');
    }
    if (event?.type === 'location.addressConfirmed' && previous) {
      const e = event as unknown as { deliveryDate: string | null; deliveryTime: string | null; pickup: boolean | null; address: { segmentoCompleto: string } };
      const before = previous.context as LocationSnapshot['context'];
      const withoutAddress = e.pickup !== true && e.address.segmentoCompleto.trim() === '';
      assert.equal(selectAddressError(s), withoutAddress ? messages.checkoutPages.addressRequired : null, "spec §5 rule 3: 'Escribe la dirección de entrega.' for home delivery without an address, only then");
      if (withoutAddress) {
        assert.deepEqual([s.context.address, s.context.deliveryDate, s.context.deliveryTime], [before.address, before.deliveryDate, before.deliveryTime], 'nothing stored without an address');
        assert.equal(s.context.slotError, null);
      } else if (stillPossible(s, e.deliveryDate, e.deliveryTime)) {
        assert.equal(s.context.deliveryDate, e.deliveryDate, 'a possible slot is stored');
        assert.equal(s.context.deliveryTime, e.deliveryTime, 'a possible slot is stored');
        assert.equal(s.context.slotError, null);
      } else {
        assert.deepEqual([s.context.deliveryDate, s.context.deliveryTime], [before.deliveryDate, before.deliveryTime], 'a slot already gone is refused, nothing stored');
        assert.ok(s.context.slotError, "and the form says why ('Elige la fecha de entrega.' / 'Elige la hora de entrega.')");
      }
    }
  },
});
