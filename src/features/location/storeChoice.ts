import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { selectIsEmpty } from '../../../machines/cart';
import { selectCity, selectPickup, selectSalesPoint, selectSlotForm } from '../../../machines/location';
import { pickupAddressOf, salesPointOfStore } from '../../../machines/rules/pickupStore';
import { minutesOf } from '../../../machines/rules/openingHours';
import {
  selectDeliveryMode,
  selectIsLoadingStores,
  selectStoreChoiceError,
  selectStoreCity,
  selectStoreRows,
  selectStoresFailed,
  storeChoiceMachine,
  type PickupConfirmation,
  type StoreChoiceSnapshot,
} from '../../../machines/storeChoice';
import { PATHS } from '../../../machines/paths';
import { clockTime } from '../../../machines/rules/dates';
import { pickupTexts } from '../../../machines/screenTexts/pickup';
import { api } from '../../api/endpoints';
import { useScreenClock } from '../../app/clock';
import { formatDay } from '../../app/format';
import { navigate } from '../../app/navigation';
import { notify } from '../../app/notifications';
import { useLocationState } from '../../app/hooks';
import { clientRefs } from '../../app/storefront';
import { useActorView } from '../../app/useActorView';

/**
 * The store choice's effects (machines/storeChoice): the city's stores from the API, and a
 * confirmed pick-up told to the location machine by events: the store becomes the sales point
 * (location.storeChosen: the catalogue and the cart price at it), then its address and the slot
 * are confirmed with pickup on (location.addressConfirmed); with products in the cart, on to pay.
 */
function confirmPickup({ store, slot }: PickupConfirmation): void {
  const refs = clientRefs();
  refs.location.send({ type: 'location.storeChosen', store: salesPointOfStore(store) });
  refs.location.send({
    type: 'location.addressConfirmed',
    address: pickupAddressOf(store),
    deliveryDate: slot.day,
    deliveryTime: slot.time,
    pickup: true,
  });
  const accepted = refs.location.getSnapshot().context.slotError === null;
  if (!accepted) return;
  // With a slot chosen, 'Continuar al Pago' now leads to confirma-pedido (docs/product.md#estados-y-transiciones), as for a delivery.
  if (!selectIsEmpty(refs.cart.getSnapshot())) {
    refs.cart.send({ type: 'cart.checkoutRequested', now: Date.now() });
    return;
  }
  // Nothing to pay yet (the button gave no sign): say what was kept, and on to the menu at that store.
  if (slot.day !== null && slot.time !== null) {
    notify({
      level: 'success',
      message: pickupTexts.storeConfirmed(store.nombre, formatDay(slot.day), clockTime(minutesOf(slot.time) ?? 0)),
    });
  }
  navigate({ to: PATHS.productos });
}

export const providedStoreChoice = storeChoiceMachine.provide({
  actors: { loadStores: fromPromise(({ input, signal }) => api.pickupStores(input.city, { signal })) },
  actions: { confirmPickup: (_, params) => confirmPickup(params) },
});

/**
 * A store-choice actor handed in from above (the statechart explorer, tools/explorer/screens.tsx): the
 * dialog then shows and drives that one, with its own city, and the location sends it nothing.
 */
export const StoreChoiceActorContext = createContext<ActorRefFrom<typeof providedStoreChoice> | null>(null);

const storeChoiceView = {
  givenCity: selectStoreCity,
  mode: selectDeliveryMode,
  loading: selectIsLoadingStores,
  failed: selectStoresFailed,
  error: selectStoreChoiceError,
};
/** The rows as shown at `now`: 'Abierto' / 'Cerrado ahora' follow the clock, the choice follows the slot. */
const storeChoiceViewAt = (now: number) => ({
  ...storeChoiceView,
  rows: (s: StoreChoiceSnapshot) => selectStoreRows(s, now),
});
const storeChoiceEvents = {
  chooseDelivery: () => ({ type: 'storeChoice.deliveryChosen' }) as const,
  choosePickup: () => ({ type: 'storeChoice.pickupChosen' }) as const,
  chooseStore: (vkbur: string) => ({ type: 'storeChoice.storeChosen', vkbur }) as const,
  retry: () => ({ type: 'storeChoice.retryRequested' }) as const,
  confirm: () => ({ type: 'storeChoice.confirmed' }) as const,
};

/** The store choice of /confirmar-ubicacion, fed by the location: its city and every change of its slot. */
export function useStoreChoice() {
  const given = useContext(StoreChoiceActorContext);
  const locationCity = useLocationState(selectCity);
  const pickup = useLocationState(selectPickup) ?? false;
  const salesPoint = useLocationState(selectSalesPoint);
  const slot = useLocationState(selectSlotForm);
  const own = useActorRef(providedStoreChoice, {
    input: { city: locationCity, store: pickup ? (salesPoint?.Vkbur ?? null) : null, slot: { day: slot.day, time: slot.time } },
  });
  const actor = given ?? own;
  // Glue between two machines: the location owns the slot and the city, the store choice follows them.
  useEffect(
    () => own.send({ type: 'storeChoice.slotChanged', slot: { day: slot.day, time: slot.time } }),
    [own, slot.day, slot.time],
  );
  useEffect(() => own.send({ type: 'storeChoice.cityChanged', city: locationCity }), [own, locationCity]);
  // Redrawn each minute by the screen clock.
  const now = useScreenClock();
  const selectors = useMemo(() => storeChoiceViewAt(now), [now]);
  const { givenCity, ...view } = useActorView(actor, selectors, storeChoiceEvents);
  return { ...view, city: given ? givenCity : locationCity, slot, now };
}
