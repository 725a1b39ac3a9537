import { and, assertEvent, assign, emit, enqueueActions, fromPromise, not, or, sendTo, setup } from 'xstate';
import { PATHS } from '../paths';
import { messages } from '../messages';
import { matchCity } from '../rules/cities';
import { FALLBACK_GENERIC_SALES_POINT } from '../rules/cityPrompt';
import { bogotaDayOf, isSlotPossible, slotOffer, slotProblem, type DeliveringHours } from '../rules/deliverySlots';
import { errorMessageOf } from '../rules/errorMessage';
import {
  deliveringStoreOf,
  deliveryCityOf,
  isPricingOnly,
  isSelectionStale,
  isStoreOfCity,
  locationQueryOf,
  pickGenericSalesPoint,
  salesPointCityOf,
} from '../rules/salesPointSelection';
import type { Address, SalesPoint } from '../schemas/salesPoint';
import { SYSTEM_IDS, type NavigateParams, type NotifyParams } from '../system';
import type { CartEvent } from '../cart';
import type { CatalogueEvent } from '../catalogue';
import type {
  DeliveryConfirmation,
  LocationContext,
  LocationEmitted,
  LocationEvent,
  LocationInput,
  PendingDelivery,
  StoredLocation,
} from './types';

/**
 * Location (docs/product.md#estados-y-transiciones "Sales point selection"): the sales point (pdvSeleccionado),
 * its selection date (fechaPDV), the city, the delivery address and slot.
 *
 * Every change runs `persistLocation` and tells the catalogue
 * (`catalogue.queryChanged`) and the cart (`cart.queryChanged`,
 * `cart.deliveryChanged`).
 *
 * A home delivery is prepared and priced by a real store of its city, open at its hour
 * (the order call refuses any other). So a delivery confirmed while the sales point cannot prepare
 * it (the generic one, another city's, or a store chosen for pick-up) first finds the city's store
 * (`resolvingStore`, pdv_ciudad_central_satelite), which becomes the sales point (the cart
 * re-verifies and reprices there) before the customer goes on to pay; and the slot form offers
 * only hours at which the delivering store is open (rules/deliverySlots.ts with its `horario`).
 */

export { FALLBACK_GENERIC_SALES_POINT };
export {
  deliveringStoreOf,
  deliveryCityOf,
  isSelectionStale,
  locationQueryOf,
  pickGenericSalesPoint,
  queryDateOf,
} from '../rules/salesPointSelection';

/** Nothing chosen yet (no cookies), and what logout returns to. */
export const EMPTY_LOCATION: StoredLocation = {
  salesPoint: null,
  selectedAt: null,
  city: null,
  address: null,
  deliveryDate: null,
  deliveryTime: null,
  pickup: null,
};

// ─── Pure helpers ───────────────────────────────────────────────────────────
// The sales point rules (which one prices the menu, which store delivers) are in rules/salesPointSelection.ts.

/** The calendar day (YYYY-MM-DD) in Bogotá at the given instant. */
export const orderDayOf = bogotaDayOf;

/** The hours the slot form offers: the delivering store's, as the location stands (house hours after a pick-up or with no store yet). */
const formHoursOf = (location: Pick<StoredLocation, 'salesPoint' | 'city' | 'address' | 'pickup'>): DeliveringHours =>
  deliveringStoreOf(location)?.horario;

const storedOf = (c: LocationContext): StoredLocation => ({
  salesPoint: c.salesPoint,
  selectedAt: c.selectedAt,
  city: c.city,
  address: c.address,
  deliveryDate: c.deliveryDate,
  deliveryTime: c.deliveryTime,
  pickup: c.pickup,
});

/**
 * Every change: the slot form follows the location (its delivering store's hours), the cookies are
 * written, then the catalogue and the cart learn the new query and slot.
 */
const persistAndAnnounce = [
  'refreshSlotForm',
  { type: 'persistLocation', params: ({ context }: { context: LocationContext }) => storedOf(context) },
  'tellCatalogue',
  'tellCartQuery',
  'tellCartDelivery',
] as const;

/**
 * An accepted confirmation (the one held in pendingDelivery): the delivery is stored, the form
 * offers from its slot, the cookies and the others are told. (Each accepting transition then keeps
 * the typed address when asked, `wantsAddressSaved`, and clears pendingDelivery.)
 */
const acceptPendingDelivery = [
  {
    type: 'assignDelivery',
    params: ({ context }: { context: LocationContext }) => {
      const { address, deliveryDate, deliveryTime, pickup } = context.pendingDelivery!;
      return { address, deliveryDate, deliveryTime, pickup };
    },
  },
  {
    type: 'offerSlot',
    params: ({ context }: { context: LocationContext }) => ({
      day: context.pendingDelivery!.deliveryDate,
      time: context.pendingDelivery!.deliveryTime,
    }),
  },
  ...persistAndAnnounce,
] as const;

/** No generic sales point could be loaded: say so, and use G001 / 28 (docs/product.md#constantes). */
const assignFallbackGeneric = [
  { type: 'notify', params: { level: 'error', message: messages.location.genericSalesPointFailed } },
  { type: 'assignSalesPoint', params: { salesPoint: FALLBACK_GENERIC_SALES_POINT, city: null } },
  'stampSelectionDate',
  ...persistAndAnnounce,
] as const;

type AddressConfirmed = Extract<LocationEvent, { type: 'location.addressConfirmed' }>;

/**
 * The slot of a confirmation and the hours it is checked against: a pick-up's, the house hours (the
 * store choice checks the store's own, machines/storeChoice); a delivery's, also its delivering
 * store's (none while the city's store is still to be found: the house hours first, the found
 * store's own in resolvingStore).
 */
const slotOf = (context: LocationContext, event: AddressConfirmed) => ({
  day: event.deliveryDate,
  time: event.deliveryTime,
  hours: event.pickup === true ? undefined : formHoursOf({ ...context, address: event.address }),
});

/** The delivery city of a confirmation: the location's, else the confirmed address's. */
const confirmedCityOf = (context: LocationContext, event: AddressConfirmed): string | null =>
  deliveryCityOf({ city: context.city, address: event.address });

/** The confirmation as held while its store is found or it is accepted. */
const pendingOf = (context: LocationContext, event: AddressConfirmed): PendingDelivery => {
  const { type: _type, ...confirmation }: AddressConfirmed = event;
  // A delivery with no city never waits for a store (hasDeliveryCity); the city is read only there.
  return { ...(confirmation satisfies DeliveryConfirmation), city: confirmedCityOf(context, event) ?? '' };
};

// ─── Machine ────────────────────────────────────────────────────────────────

/** Logged in with products in the cart: city and address cannot change from the dialog (the guard and the dialog's selector). */
export function isCityChangeLocked(context: Pick<LocationContext, 'isLoggedIn' | 'isCartEmpty'>): boolean {
  return context.isLoggedIn && !context.isCartEmpty;
}

export const locationMachine = setup({
  types: {
    input: {} as LocationInput,
    context: {} as LocationContext,
    events: {} as LocationEvent,
    emitted: {} as LocationEmitted,
    tags: {} as 'loading',
  },
  actors: {
    /** GET /api/puntos_ventas/traerPuntosGenericos */
    loadGenericSalesPoints: fromPromise<SalesPoint[]>(async ({ signal: _signal }) => {
      throw new Error('not provided: loadGenericSalesPoints');
    }),
    /** GET /api/puntos_ventas/traer_ciudades_express */
    loadCities: fromPromise<string[]>(async ({ signal: _signal }) => {
      throw new Error('not provided: loadCities');
    }),
    /** POST /api/puntos_ventas/pdv_ciudad_central_satelite { ciudad, ts: 'G' } */
    loadSalesPointForCity: fromPromise<SalesPoint, { city: string }>(async ({ input: _input, signal: _signal }) => {
      throw new Error('not provided: loadSalesPointForCity');
    }),
  },
  guards: {
    /** docs/product.md#estados-y-transiciones: a saved sales point and selection date are kept; otherwise a generic one is assigned. */
    hasSavedSalesPoint: ({ context }) => context.salesPoint !== null && context.selectedAt !== null,
    /** docs/product.md#estados-y-transiciones, docs/product.md#constantes inactividad: the selection is more than 4 h old (the age of its cookies, 14400 s). */
    isSelectionStale: ({ context }) => isSelectionStale(context.selectedAt, context.now()),
    hasGenericSalesPoint: (_, params: { salesPoints: readonly SalesPoint[] }) =>
      pickGenericSalesPoint(params.salesPoints) !== null,
    hasGenericSalesPointAtHand: ({ context }) => pickGenericSalesPoint(context.genericAtHand) !== null,
    isOfferedCity: ({ context }, params: { city: string }) => matchCity(params.city, context.cities).ok,
    isCityChangeLocked: ({ context }) => isCityChangeLocked(context),
    isLoggedInWithEmptyCart: ({ context }) => context.isLoggedIn && context.isCartEmpty,
    /** docs/product.md#reglas rule 3: home delivery needs a delivery address (a street, not only a complement); pick-up needs none. */
    hasDeliveryAddress: ({ event }) => {
      assertEvent(event, 'location.addressConfirmed');
      return event.pickup === true || event.address.segmentoCompleto.trim() !== '';
    },
    /** The customer asked to keep the typed home-delivery address in Mis Direcciones (the confirmation being accepted). */
    wantsAddressSaved: ({ context }) => context.pendingDelivery!.saveAddress === true && context.pendingDelivery!.pickup !== true,
    /** 'Continuar' with products in the cart: the accepted confirmation goes on to pay (docs/product.md#estados-y-transiciones: a slot chosen leads to confirma-pedido). */
    wantsToContinueToPayment: ({ context }) => context.pendingDelivery!.continueToPayment === true && !context.isCartEmpty,
    /**
     * House rule (rules/deliverySlots.ts): the slot's day is still offered and its time still possible
     * now, at a store open then when its hours are given (a delivery's).
     */
    isSlotPossible: ({ context }, params: { day: string | null; time: string | null; hours: DeliveringHours }) =>
      slotProblem(params.day, params.time, context.now(), params.hours) === null,
    /** The confirmed slot is still possible (rules/deliverySlots.ts), at its delivering store's hours when known (slotOf). */
    isConfirmedSlotPossible: ({ context, event }) => {
      assertEvent(event, 'location.addressConfirmed');
      const slot = slotOf(context, event);
      return isSlotPossible(slot.day, slot.time, context.now(), slot.hours);
    },
    /** Home delivery, not pick-up in store: a store of the delivery city must prepare it. */
    isHomeDelivery: ({ event }) => {
      assertEvent(event, 'location.addressConfirmed');
      return event.pickup !== true;
    },
    /** docs/product.md#estados-y-transiciones: the sales point is a generic one (code starting with G): it only prices the menu. */
    isGenericSalesPoint: ({ context }) => isPricingOnly(context.salesPoint),
    /** The sales point is a store of another city than the delivery's (the location's city, else the address's). */
    isSalesPointOfOtherCity: ({ context, event }) => {
      assertEvent(event, 'location.addressConfirmed');
      return !isStoreOfCity(context.salesPoint, confirmedCityOf(context, event));
    },
    /** The sales point was chosen for a pick-up in store: a delivery is prepared by the city's store. */
    isPickupSalesPoint: ({ context }) => context.pickup === true,
    /** There is a delivery city (the location's, else the address's) to find its store in. */
    hasDeliveryCity: ({ context, event }) => {
      assertEvent(event, 'location.addressConfirmed');
      return confirmedCityOf(context, event) !== null;
    },
    /** A home delivery whose sales point cannot prepare it: the generic one, another city's, or a pick-up store. */
    needsDeliveryStore: and(['isHomeDelivery', or(['isGenericSalesPoint', 'isSalesPointOfOtherCity', 'isPickupSalesPoint'])]),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    notify: (_, _params: NotifyParams) => {},
    /** src: writes pdvSeleccionado, fechaPDV, ciudadSeleccionada, estructuraDireccion and the order's slot cookies. */
    persistLocation: (_, _params: StoredLocation) => {},
    /** src: POST /api/usuarios/direcciones/{document} with the typed address (Mis Direcciones), and says how it went. */
    saveDeliveryAddress: (_, _params: { address: Address }) => {},

    assignSalesPoint: assign((_, params: { salesPoint: SalesPoint; city: string | null }) => ({
      salesPoint: params.salesPoint,
      city: params.city,
    })),
    stampSelectionDate: assign(({ context }) => ({ selectedAt: context.now() })),
    assignCities: assign((_, params: { cities: string[] }) => ({ cities: params.cities })),
    assignChosenCity: assign(({ context }, params: { typed: string }) => {
      const match = matchCity(params.typed, context.cities);
      return { chosenCity: match.ok ? match.city : null, cityError: null };
    }),
    assignCityError: assign(({ context }, params: { typed: string }) => {
      const match = matchCity(params.typed, context.cities);
      return { cityError: match.ok ? null : match.message };
    }),
    clearChosenCity: assign({ chosenCity: null }),
    /** A confirmation waiting for its city's store (resolvingStore), or about to be accepted. */
    holdDelivery: assign((_, params: PendingDelivery) => ({
      pendingDelivery: params,
      addressError: null,
      slotError: null,
      storeError: null,
    })),
    clearPendingDelivery: assign({ pendingDelivery: null }),
    /** A confirmation that cannot go on for want of a store: no delivery city, or its store could not be found. */
    refuseStore: assign((_, params: { message: string }) => ({
      storeError: params.message,
      addressError: null,
      slotError: null,
    })),
    /**
     * The earlier delivery choice was made for another sales point (the generic one, another
     * city's, a pick-up store): once a city's store is the sales point, it no longer holds (its
     * address may be of another city, its hour one the new store is closed at); it is chosen again.
     */
    forgetDelivery: assign({ address: null, deliveryDate: null, deliveryTime: null, pickup: null }),

    assignDelivery: assign(
      (_, params: { address: Address; deliveryDate: string | null; deliveryTime: string | null; pickup: boolean | null }) => ({
        address: params.address,
        deliveryDate: params.deliveryDate,
        deliveryTime: params.deliveryTime,
        pickup: params.pickup,
      }),
    ),
    /**
     * A stale selection (inactividad) counts as none: its sales point, city, address and slot are
     * forgotten, as the 4 h cookies that carried them would have been; the session and cart stay.
     */
    forgetStaleSelection: assign({ ...EMPTY_LOCATION }),
    /** Logout (docs/product.md#estados-y-transiciones): everything chosen is forgotten; a generic sales point is assigned again. */
    clearLocation: assign(({ context }) => ({
      ...EMPTY_LOCATION,
      chosenCity: null,
      cityError: null,
      isLoggedIn: false,
      isCartEmpty: true,
      slotForm: slotOffer(context.now()),
      slotError: null,
      addressError: null,
      pendingDelivery: null,
      storeError: null,
    })),
    /**
     * The form offers, at this instant, the wanted day and time when still possible (at the
     * delivering store's hours), else the first ones.
     */
    offerSlot: assign(({ context }, params: { day: string | null; time: string | null }) => ({
      slotForm: slotOffer(context.now(), params, formHoursOf(context)),
      slotError: null,
      addressError: null,
      storeError: null,
    })),
    /** The form as the location now stands: the chosen day and time while still possible at its delivering store's hours. Errors stay. */
    refreshSlotForm: assign(({ context }) => ({
      slotForm: slotOffer(context.now(), { day: context.slotForm.day, time: context.slotForm.time }, formHoursOf(context)),
    })),
    /** A refused confirmation without a delivery address: said under the address field. */
    refuseAddress: assign({ addressError: messages.checkoutPages.addressRequired, slotError: null, storeError: null }),
    /**
     * A refused confirmation: which field, and why (gone, or the delivering store closed then, by
     * the hours it was checked against); the form offers the slots still possible now.
     */
    refuseSlot: assign(({ context }, params: { day: string | null; time: string | null; hours: DeliveringHours }) => {
      const problem = slotProblem(params.day, params.time, context.now(), params.hours);
      const storeClosed = slotProblem(params.day, params.time, context.now()) === null;
      const t = messages.checkoutPages;
      const message = storeClosed ? messages.location.deliveryStoreClosed : problem === 'day' ? t.dateRequired : t.timeRequired;
      return {
        slotForm: slotOffer(context.now(), params, formHoursOf(context)),
        slotError: { field: problem === 'day' ? ('fechaEntrega' as const) : ('horaEntrega' as const), message },
        addressError: null,
        storeError: null,
      };
    }),
    assignIsLoggedIn: assign((_, params: { isLoggedIn: boolean }) => ({ isLoggedIn: params.isLoggedIn })),
    assignIsCartEmpty: assign((_, params: { isEmpty: boolean }) => ({ isCartEmpty: params.isEmpty })),

    /** The chosen city is the location's now: the location dialog (the layout's shell, another actor system) closes. */
    announceCityApplied: emit(({ context }) => ({ type: 'location.cityApplied', city: context.city ?? '' }) as const),
    tellCatalogue: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.catalogue),
      ({ context }) =>
        ({ type: 'catalogue.queryChanged', query: locationQueryOf(context, context.now()) }) satisfies CatalogueEvent,
    ),
    tellCartQuery: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      ({ context }) => ({ type: 'cart.queryChanged', query: locationQueryOf(context, context.now()) }) satisfies CartEvent,
    ),
    /** 'Continuar al Pago' for the customer, after the cart has learnt the new query and slot (same order of delivery). */
    askCartToCheckOut: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      ({ context }) => ({ type: 'cart.checkoutRequested', now: context.now() }) satisfies CartEvent,
    ),
    tellCartDelivery: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      ({ context }) =>
        ({
          type: 'cart.deliveryChanged',
          deliveryDate: context.deliveryDate,
          deliveryTime: context.deliveryTime,
        }) satisfies CartEvent,
    ),
  },
}).createMachine({
  id: 'location',
  context: ({ input }) => ({
    salesPoint: input.salesPoint,
    selectedAt: input.selectedAt,
    city: input.city,
    address: input.address,
    deliveryDate: input.deliveryDate,
    deliveryTime: input.deliveryTime,
    pickup: input.pickup,
    cities: [],
    chosenCity: null,
    cityError: null,
    isLoggedIn: input.isLoggedIn ?? false,
    isCartEmpty: input.isCartEmpty ?? true,
    now: input.now ?? (() => Date.now()),
    genericAtHand: input.genericSalesPoints ?? [],
    slotForm: slotOffer(
      (input.now ?? Date.now)(),
      { day: input.deliveryDate, time: input.deliveryTime },
      deliveringStoreOf(input)?.horario,
    ),
    slotError: null,
    addressError: null,
    pendingDelivery: null,
    storeError: null,
  }),
  initial: 'resolving',
  on: {
    'location.reset': { target: '.assigningGeneric', actions: 'clearLocation' },
    'location.sessionChanged': {
      actions: { type: 'assignIsLoggedIn', params: ({ event }) => ({ isLoggedIn: event.isLoggedIn }) },
    },
    'location.cartChanged': { actions: { type: 'assignIsCartEmpty', params: ({ event }) => ({ isEmpty: event.isEmpty }) } },
  },
  states: {
    /** Passed through at start. */
    resolving: {
      description: '¿Hay un punto de venta guardado, de menos de 4 horas?',
      always: [
        {
          // Inactividad (docs/product.md#estados-y-transiciones, docs/product.md#constantes): a selection older than 4 h is not kept; the generic one is assigned again.
          description: 'Elegido hace más de 4 horas: se olvida',
          guard: and(['hasSavedSalesPoint', 'isSelectionStale']),
          target: 'assigningGeneric',
          actions: 'forgetStaleSelection',
        },
        { guard: 'hasSavedSalesPoint', target: 'ready' },
        {
          // The page brought them: its server rendered this same choice, so the first paint names the city.
          description: 'La página trajo los puntos genéricos: se asigna uno sin consultar',
          guard: 'hasGenericSalesPointAtHand',
          target: 'ready',
          actions: [
            {
              type: 'assignSalesPoint',
              params: ({ context }) => {
                const salesPoint = pickGenericSalesPoint(context.genericAtHand)!;
                return { salesPoint, city: salesPointCityOf(salesPoint) };
              },
            },
            'stampSelectionDate',
            ...persistAndAnnounce,
          ],
        },
        { target: 'assigningGeneric' },
      ],
    },
    assigningGeneric: {
      description: 'Asignando el punto de venta genérico (G001)',
      tags: ['loading'],
      invoke: {
        src: 'loadGenericSalesPoints',
        onDone: [
          {
            guard: { type: 'hasGenericSalesPoint', params: ({ event }) => ({ salesPoints: event.output }) },
            target: 'ready',
            actions: [
              {
                type: 'assignSalesPoint',
                params: ({ event }) => {
                  const salesPoint = pickGenericSalesPoint(event.output) ?? FALLBACK_GENERIC_SALES_POINT;
                  return { salesPoint, city: salesPointCityOf(salesPoint) };
                },
              },
              'stampSelectionDate',
              ...persistAndAnnounce,
            ],
          },
          {
            target: 'ready',
            actions: assignFallbackGeneric,
          },
        ],
        onError: {
          target: 'ready',
          actions: assignFallbackGeneric,
        },
      },
    },
    resolvingStore: {
      description: 'Buscando la tienda de la ciudad que prepara el domicilio',
      tags: ['loading'],
      invoke: {
        src: 'loadSalesPointForCity',
        input: ({ context }) => ({ city: context.pendingDelivery!.city }),
        onDone: [
          {
            description: 'Abierta a esa hora: es el punto de venta y se guarda la entrega',
            guard: {
              type: 'isSlotPossible',
              params: ({ context, event }) => ({
                day: context.pendingDelivery!.deliveryDate,
                time: context.pendingDelivery!.deliveryTime,
                hours: event.output.horario,
              }),
            },
            target: 'ready',
            actions: [
              {
                type: 'assignSalesPoint',
                params: ({ context, event }) => ({
                  salesPoint: event.output,
                  city: context.city ?? context.pendingDelivery!.city,
                }),
              },
              'stampSelectionDate',
              ...acceptPendingDelivery,
              // What the accepted confirmation asked for, as when accepted at once.
              enqueueActions(({ context, enqueue, check }) => {
                if (check('wantsAddressSaved'))
                  enqueue({ type: 'saveDeliveryAddress', params: { address: context.pendingDelivery!.address } });
                if (check('wantsToContinueToPayment')) enqueue('askCartToCheckOut');
              }),
              'clearPendingDelivery',
            ],
          },
          {
            // Its prices apply from now (the cart reprices); the customer picks one of its hours.
            description: 'Cerrada a esa hora: es el punto de venta y se ofrecen sus horas',
            target: 'ready',
            actions: [
              {
                type: 'assignSalesPoint',
                params: ({ context, event }) => ({
                  salesPoint: event.output,
                  city: context.city ?? context.pendingDelivery!.city,
                }),
              },
              'stampSelectionDate',
              'forgetDelivery',
              {
                type: 'refuseSlot',
                params: ({ context, event }) => ({
                  day: context.pendingDelivery!.deliveryDate,
                  time: context.pendingDelivery!.deliveryTime,
                  hours: event.output.horario,
                }),
              },
              ...persistAndAnnounce,
              'clearPendingDelivery',
            ],
          },
        ],
        // docs/product.md#errores message for this call; nothing changes and the customer stays on the page.
        onError: {
          target: 'ready',
          actions: [{ type: 'refuseStore', params: { message: messages.location.citySelectionFailed } }, 'clearPendingDelivery'],
        },
      },
    },
    ready: {
      description: 'Punto de venta asignado',
      initial: 'idle',
      on: {
        // From /confirmar-ubicacion: allowed with products in the cart (the slot is needed to check out).
        'location.slotFormOpened': {
          actions: { type: 'offerSlot', params: ({ context }) => ({ day: context.deliveryDate, time: context.deliveryTime }) },
        },
        'location.slotDayChosen': {
          actions: { type: 'offerSlot', params: ({ context, event }) => ({ day: event.day, time: context.slotForm.time }) },
        },
        'location.slotTimeChosen': {
          actions: { type: 'offerSlot', params: ({ context, event }) => ({ day: context.slotForm.day, time: event.time }) },
        },
        // Pick-up in store (machines/storeChoice): the store becomes the sales point, so the catalogue
        // and the cart price and verify at the store the order is sent to.
        'location.storeChosen': {
          actions: [
            {
              type: 'assignSalesPoint',
              params: ({ event }) => ({ salesPoint: event.store, city: salesPointCityOf(event.store) }),
            },
            'stampSelectionDate',
            ...persistAndAnnounce,
          ],
        },
        'location.addressConfirmed': [
          {
            // docs/product.md#reglas rule 3, checked here and not in the page: nothing is stored, the field says why.
            description: 'A domicilio sin dirección: se rechaza y se pide la dirección',
            guard: not('hasDeliveryAddress'),
            actions: 'refuseAddress',
          },
          {
            description: 'A domicilio sin tienda que lo prepare ni ciudad: se pide la ciudad',
            guard: and(['needsDeliveryStore', not('hasDeliveryCity')]),
            actions: { type: 'refuseStore', params: { message: messages.location.deliveryCityMissing } },
          },
          {
            // The order call takes a delivery only from a real store of its city; its prices are that store's.
            description: 'A domicilio desde el punto genérico, de otra ciudad o de recoger: se busca la tienda de la ciudad',
            guard: and(['needsDeliveryStore', 'isConfirmedSlotPossible']),
            target: '#location.resolvingStore',
            // (A city being selected meanwhile is abandoned: the delivery's city is the one in use.)
            actions: [{ type: 'holdDelivery', params: ({ context, event }) => pendingOf(context, event) }, 'clearChosenCity'],
          },
          {
            description: 'Horario aún posible (y la tienda abierta): se guarda',
            guard: 'isConfirmedSlotPossible',
            actions: [
              { type: 'holdDelivery', params: ({ context, event }) => pendingOf(context, event) },
              ...acceptPendingDelivery,
              // What the accepted confirmation asked for: the typed address kept (only then), then on to pay.
              enqueueActions(({ context, enqueue, check }) => {
                if (check('wantsAddressSaved'))
                  enqueue({ type: 'saveDeliveryAddress', params: { address: context.pendingDelivery!.address } });
                if (check('wantsToContinueToPayment')) enqueue('askCartToCheckOut');
              }),
              'clearPendingDelivery',
            ],
          },
          {
            // A slot already gone (the page stayed open, or a forged event), or the delivering store closed then: nothing stored.
            description: 'Horario ya pasado o tienda cerrada: se rechaza y se ofrecen los posibles',
            actions: { type: 'refuseSlot', params: ({ context, event }) => slotOf(context, event) },
          },
        ],
      },
      states: {
        idle: {
          description: 'Listo para elegir ciudad, dirección y horario',
          on: {
            'location.citiesRequested': { target: 'loadingCities' },
            'location.cityChosen': [
              {
                guard: 'isCityChangeLocked',
                actions: { type: 'notify', params: { level: 'warning', message: messages.location.cannotChangeWithCart } },
              },
              {
                guard: { type: 'isOfferedCity', params: ({ event }) => ({ city: event.city }) },
                target: 'selectingCity',
                actions: { type: 'assignChosenCity', params: ({ event }) => ({ typed: event.city }) },
              },
              { actions: { type: 'assignCityError', params: ({ event }) => ({ typed: event.city }) } },
            ],
          },
        },
        loadingCities: {
          description: 'Cargando las ciudades ofrecidas',
          tags: ['loading'],
          invoke: {
            src: 'loadCities',
            onDone: { target: 'idle', actions: { type: 'assignCities', params: ({ event }) => ({ cities: event.output }) } },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ level: 'error', message: errorMessageOf(event.error) }),
              },
            },
          },
        },
        selectingCity: {
          description: 'Buscando el punto de venta de la ciudad elegida',
          tags: ['loading'],
          invoke: {
            src: 'loadSalesPointForCity',
            input: ({ context }) => ({ city: context.chosenCity! }),
            onDone: [
              {
                // docs/product.md#estados-y-transiciones: logged in with an empty cart, the address is confirmed next.
                guard: 'isLoggedInWithEmptyCart',
                target: 'idle',
                actions: [
                  {
                    type: 'assignSalesPoint',
                    params: ({ context, event }) => ({ salesPoint: event.output, city: context.chosenCity }),
                  },
                  'stampSelectionDate',
                  'forgetDelivery',
                  'clearChosenCity',
                  ...persistAndAnnounce,
                  'announceCityApplied',
                  { type: 'navigate', params: { to: PATHS.confirmarUbicacion } },
                ],
              },
              {
                // "Then reloads": the catalogue and the cart reload on the new query.
                target: 'idle',
                actions: [
                  {
                    type: 'assignSalesPoint',
                    params: ({ context, event }) => ({ salesPoint: event.output, city: context.chosenCity }),
                  },
                  'stampSelectionDate',
                  'forgetDelivery',
                  'clearChosenCity',
                  ...persistAndAnnounce,
                  'announceCityApplied',
                ],
              },
            ],
            // The dialog stays on the cities: the customer may choose again or close it.
            onError: {
              target: 'idle',
              actions: [
                'clearChosenCity',
                { type: 'notify', params: { level: 'error', message: messages.location.citySelectionFailed } },
              ],
            },
          },
        },
      },
    },
  },
});
