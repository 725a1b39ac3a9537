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
  selectIsResolvingStore,
  selectIsSelectingCity,
  selectIsDeliveryAccepted,
  selectStoreError,
  selectKonda,
  selectLocationDialogMode,
  selectLocationQuery,
  selectSalesPointCode,
  type LocationSnapshot,
} from '../../../machines/location';
import { expectedQuery } from './effects';
import {
  addDays,
  bogotaDayOf,
  bogotaMinutesOfDay,
  DELIVERY_DAYS_AHEAD,
  deliveryTimes,
} from '../../../machines/rules/deliverySlots';
import { isOpenAtSlot, type OpeningHours } from '../../../machines/rules/openingHours';
import { normalizeSearchText } from '../../../machines/rules/searchText';
import type { Address } from '../../../machines/schemas/salesPoint';
import { defineInvariants } from '../invariantTypes';

/**
 * The slot rule, recomputed from the house rule itself (rules/deliverySlots.ts `deliveryTimes`), not
 * from the machine; with a store's hours, also open then (rules/openingHours.ts).
 */
const stillPossible = (
  s: LocationSnapshot,
  day: string | null,
  time: string | null,
  hours?: readonly OpeningHours[],
): boolean => {
  const now = s.context.now();
  const today = bogotaDayOf(now);
  return (
    day !== null &&
    time !== null &&
    day < addDays(today, DELIVERY_DAYS_AHEAD) &&
    deliveryTimes(day, today, bogotaMinutesOfDay(now)).includes(time) &&
    (hours === undefined || isOpenAtSlot(hours, day, time))
  );
};

type Location = Pick<LocationSnapshot['context'], 'salesPoint' | 'city' | 'address' | 'pickup'>;
const cityOfDelivery = (l: Pick<Location, 'city' | 'address'>): string =>
  normalizeSearchText(l.city?.trim() || l.address?.ciudad.trim() || '');
/**
 * Read apart from the machine: a home delivery is prepared by a real store (not G…) of the
 * delivery city that was not chosen for a pick-up; null when there is none yet.
 */
function deliveringStore(l: Location) {
  const sp = l.salesPoint;
  const city = cityOfDelivery(l);
  return sp && !/^g/i.test(sp.Vkbur.trim()) && l.pickup !== true && city !== '' && normalizeSearchText(sp.city1) === city
    ? sp
    : null;
}
/** The hours the slot form offers: the delivering store's, when it has them. */
const formHours = (l: Location) => deliveringStore(l)?.horario;

export default defineInvariants<LocationSnapshot>({
  // docs/product.md#estados-y-transiciones: a saved sales point is kept only with its selection date; without one the generic is assigned.
  assigningGeneric: (s) =>
    assert.ok(
      s.context.salesPoint === null || s.context.selectedAt === null,
      'no sales point of its own (none, or one saved without its date) until the generic one is assigned',
    ),
  ready: (s) => {
    assert.ok(s.context.salesPoint, 'ready always has a sales point');
    assert.notEqual(s.context.selectedAt, null, 'and its selection date');
    // docs/product.md#estados-y-transiciones, docs/product.md#constantes inactividad: a selection more than 4 h old is never used; the generic one replaces it.
    assert.equal(selectIsInactive(s, s.context.now()), false, 'ready with a selection more than 4 h old');
    assert.equal(s.context.pendingDelivery, null, 'no confirmation waits outside resolvingStore');
  },
  'ready.idle': (s) => assert.equal(s.context.chosenCity, null),
  // Only a home delivery whose sales point cannot prepare it waits for its city's store.
  resolvingStore: (s) => {
    const pending = s.context.pendingDelivery;
    assert.ok(pending, 'the confirmation waiting for its store');
    assert.notEqual(pending.pickup, true, 'a pick-up never waits: its store is the one chosen');
    assert.equal(
      deliveringStore({ ...s.context, address: pending.address }),
      null,
      'a sales point that can prepare the delivery is not looked past',
    );
    assert.ok(pending.city.trim() !== '', 'the store is looked for in a city');
    assert.ok(
      stillPossible(s, pending.deliveryDate, pending.deliveryTime),
      'only a slot the house can still meet is taken to the store',
    );
    assert.equal(selectIsDeliveryAccepted(s), false, 'not accepted yet: the page waits before going on to pay');
    assert.equal(selectIsBusy(s), true, "the page's button is busy");
  },
  'ready.selectingCity': (s) => {
    assert.ok(s.context.chosenCity, 'the offered spelling of the chosen city');
    assert.ok(s.context.cities.includes(s.context.chosenCity));
  },
  '#location': (s) => {
    // What the location dialog, the header chip and the side menu read (docs/product.md#pantallas-y-rutas, docs/product.md#estados-y-transiciones).
    const c = s.context;
    assert.equal(selectSalesPointCode(s), c.salesPoint?.Vkbur ?? null);
    assert.equal(selectKonda(s), c.salesPoint?.Konda || '28', 'the price list, default 28');
    assert.equal(selectHasDeliveryTime(s), c.deliveryTime !== null && c.deliveryTime.trim() !== '');
    assert.equal(selectIsAssigningGeneric(s), s.matches('assigningGeneric'));
    assert.equal(selectIsLoadingCities(s), s.matches({ ready: 'loadingCities' }));
    assert.equal(selectIsSelectingCity(s), s.matches({ ready: 'selectingCity' }));
    assert.equal(selectIsResolvingStore(s), s.matches('resolvingStore'));
    assert.equal(
      selectIsBusy(s),
      s.matches('assigningGeneric') ||
        s.matches({ ready: 'loadingCities' }) ||
        s.matches({ ready: 'selectingCity' }) ||
        s.matches('resolvingStore'),
      'spinner',
    );
    assert.equal(selectStoreError(s), s.context.storeError);
    assert.equal(
      selectIsDeliveryAccepted(s),
      !s.matches('resolvingStore') && c.addressError === null && c.slotError === null && c.storeError === null,
      'accepted: nothing refused and nothing waiting',
    );
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
  '*': (s, { event, previous, effects }) => {
    // The location dialog closes on this announcement (src relays it to the shell): once per applied city, never otherwise.
    const announced = effects.filter((e) => e.type === 'xstate.emit').map((e) => (e.params as { event: unknown }).event);
    const applied =
      previous?.matches({ ready: 'selectingCity' }) === true && event?.type.startsWith('xstate.done.actor.') === true;
    assert.deepEqual(announced, applied ? [{ type: 'location.cityApplied', city: s.context.city }] : [], `after ${event?.type}`);
    const now = s.context.now();
    const today = bogotaDayOf(now);
    const minutes = bogotaMinutesOfDay(now);
    const form = s.context.slotForm;
    // The form offers only hours at which the delivering store is open (house hours while none).
    const hours = formHours(s.context);
    for (const day of form.days) {
      assert.ok(
        deliveryTimes(day, today, minutes, hours).length > 0,
        `the day list skips a day with no hour left (${day} offered at ${today} ${minutes} min)`,
      );
    }
    assert.ok(
      form.days.every((day) => day >= today),
      'no past day is offered',
    );
    if (form.day !== null) {
      assert.deepEqual(
        form.times,
        deliveryTimes(form.day, today, minutes, hours),
        `the hours offered are only those still possible for ${form.day}, at the delivering store's hours`,
      );
      assert.ok(
        stillPossible(s, form.day, form.time, hours),
        `the preselected slot ${form.day} ${form.time} is still possible (the form accepts its own defaults)`,
      );
      assert.equal(form.day, form.days.includes(form.day) ? form.day : null, 'the chosen day is one offered');
    }
    // Opening the form shows the delivery slot already chosen, while it is still possible there.
    if (event?.type === 'location.slotFormOpened' && stillPossible(s, s.context.deliveryDate, s.context.deliveryTime, hours))
      assert.deepEqual([form.day, form.time], [s.context.deliveryDate, s.context.deliveryTime], 'the chosen slot is shown');
    if (event?.type === 'location.slotDayChosen' && form.days.includes(event.day as string)) {
      assert.equal(form.day, event.day, 'changing the day shows that day');
      assert.ok(form.time !== null && form.times.includes(form.time), 'changing the day updates the hours');
    }
    if (event?.type === 'location.addressConfirmed' && previous) {
      const e = event as unknown as {
        deliveryDate: string | null;
        deliveryTime: string | null;
        pickup: boolean | null;
        address: Address;
      };
      const before = previous.context as LocationSnapshot['context'];
      const withoutAddress = e.pickup !== true && e.address.segmentoCompleto.trim() === '';
      const needsStore = e.pickup !== true && deliveringStore({ ...before, address: e.address }) === null;
      const checkedHours = e.pickup === true || needsStore ? undefined : formHours({ ...before, address: e.address });
      const unchanged = () =>
        assert.deepEqual(
          [s.context.salesPoint, s.context.address, s.context.deliveryDate, s.context.deliveryTime],
          [before.salesPoint, before.address, before.deliveryDate, before.deliveryTime],
          'nothing stored',
        );
      assert.equal(
        selectAddressError(s),
        withoutAddress ? messages.checkoutPages.addressRequired : null,
        "spec §5 rule 3: 'Escribe la dirección de entrega.' for home delivery without an address, only then",
      );
      if (withoutAddress) {
        unchanged();
        assert.equal(s.context.slotError, null);
      } else if (needsStore && cityOfDelivery({ city: before.city, address: e.address }) === '') {
        unchanged();
        assert.equal(s.context.storeError, messages.location.deliveryCityMissing, 'no city, no store: the city is asked for');
      } else if (!stillPossible(s, e.deliveryDate, e.deliveryTime, checkedHours)) {
        unchanged();
        assert.ok(
          s.context.slotError,
          "a slot already gone is refused, and the form says why ('Elige la fecha de entrega.' / 'Elige la hora de entrega.')",
        );
        const closed = stillPossible(s, e.deliveryDate, e.deliveryTime);
        assert.equal(
          s.context.slotError.message === messages.location.deliveryStoreClosed,
          closed,
          'the store closed then is said as such, only then',
        );
      } else if (needsStore) {
        assert.ok(s.matches('resolvingStore'), "a delivery the sales point cannot prepare waits for the city's store");
        unchanged();
      } else {
        assert.equal(s.context.deliveryDate, e.deliveryDate, 'a possible slot is stored');
        assert.equal(s.context.deliveryTime, e.deliveryTime, 'a possible slot is stored');
        assert.equal(s.context.slotError, null);
      }
    }
    // Once the city's store is found, it is the sales point; the delivery is stored only if it is open then.
    if (previous?.matches('resolvingStore') && event && !s.matches('resolvingStore')) {
      const pending = (previous.context as LocationSnapshot['context']).pendingDelivery!;
      if (event.type.startsWith('xstate.done.actor.')) {
        const found = (event as unknown as { output: { Vkbur: string; horario?: OpeningHours[] } }).output;
        assert.equal(s.context.salesPoint?.Vkbur, found.Vkbur, "the city's store is the sales point (the cart reprices there)");
        assert.equal(
          normalizeSearchText(s.context.city ?? ''),
          normalizeSearchText(pending.city),
          "and the delivery's city is the location's (the one the header shows)",
        );
        if (stillPossible(s, pending.deliveryDate, pending.deliveryTime, found.horario)) {
          assert.deepEqual(
            [s.context.address, s.context.deliveryDate, s.context.deliveryTime, s.context.pickup],
            [pending.address, pending.deliveryDate, pending.deliveryTime, false],
            'the delivery is stored',
          );
          assert.equal(selectIsDeliveryAccepted(s), true);
        } else {
          assert.deepEqual(
            [s.context.address, s.context.deliveryDate, s.context.deliveryTime, s.context.pickup],
            [null, null, null, null],
            'closed then: the earlier choice, made for another sales point, is forgotten',
          );
          assert.ok(s.context.slotError, 'and the hour is refused');
        }
      } else {
        assert.deepEqual(
          s.context.salesPoint,
          (previous.context as LocationSnapshot['context']).salesPoint,
          'no store found: nothing changes',
        );
        assert.equal(s.context.storeError, messages.location.citySelectionFailed, "spec §8: 'No se pudo seleccionar la ciudad'");
      }
    }
  },
});
