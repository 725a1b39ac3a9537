import { and, assign, enqueueActions, fromPromise, not, sendTo, setup } from 'xstate';
import { PATHS } from '../paths';
import { DEFAULT_GENERIC_SALES_POINT, DEFAULT_KONDA, GENERIC_SALES_POINT_PREFIX, SALES_POINT_SELECTION_MAX_AGE_MS } from '../constants';
import { messages } from '../messages';
import { matchCity } from '../rules/cities';
import { bogotaDayOf, slotOffer, slotProblem } from '../rules/deliverySlots';
import type { Address, SalesPoint } from '../schemas/salesPoint';
import { SYSTEM_IDS, type NavigateParams, type NotifyParams } from '../system';
import type { CartEvent } from '../cart';
import type { CatalogueEvent } from '../catalogue';
import type { LocationContext, LocationEvent, LocationInput, LocationQuery, StoredLocation } from './types';

/**
 * Location (spec §4 "Sales point selection"): the sales point (pdvSeleccionado),
 * its selection date (fechaPDV), the city, the delivery address and slot.
 *
 * Every change runs `persistLocation` and tells the catalogue
 * (`catalogue.queryChanged`) and the cart (`cart.queryChanged`,
 * `cart.deliveryChanged`).
 */

/** Used when the generic sales points cannot be loaded (spec §4, §9). */
export const FALLBACK_GENERIC_SALES_POINT: SalesPoint = {
  Vkbur: DEFAULT_GENERIC_SALES_POINT,
  Konda: DEFAULT_KONDA,
  citycode: '',
  city1: '',
};

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

/** The calendar day (YYYY-MM-DD) in Bogotá at the given instant. */
export const orderDayOf = bogotaDayOf;

/** The day products are listed for: the chosen delivery day, or today when none (or it is past). */
export function queryDateOf(deliveryDate: string | null, nowMs: number): string {
  const today = orderDayOf(nowMs);
  const day = deliveryDate?.trim().match(/^\d{4}-\d{2}-\d{2}/)?.[0];
  return day !== undefined && day >= today ? day : today;
}

/** pdv, date and konda for the catalogue and the cart. Without a sales point yet: the default generic one. */
export function locationQueryOf(location: Pick<StoredLocation, 'salesPoint' | 'deliveryDate'>, nowMs: number): LocationQuery {
  const salesPoint = location.salesPoint ?? FALLBACK_GENERIC_SALES_POINT;
  return {
    pdv: salesPoint.Vkbur.trim(),
    date: queryDateOf(location.deliveryDate, nowMs),
    konda: salesPoint.Konda.trim() || DEFAULT_KONDA,
  };
}

/** Spec §4: a generic sales point has a code starting with G; G001 is preferred; Konda defaults to 28. */
export function pickGenericSalesPoint(points: readonly SalesPoint[]): SalesPoint | null {
  const generic = points.filter((p) => p.Vkbur.trim().toUpperCase().startsWith(GENERIC_SALES_POINT_PREFIX));
  const chosen = generic.find((p) => p.Vkbur.trim().toUpperCase() === DEFAULT_GENERIC_SALES_POINT) ?? generic[0];
  if (!chosen) return null;
  return { ...chosen, Vkbur: chosen.Vkbur.trim(), Konda: chosen.Konda.trim() || DEFAULT_KONDA };
}

/** Spec §4: the selection is stale (inactividad) when older than 4 hours. */
export function isSelectionStale(selectedAt: number | null, nowMs: number): boolean {
  return selectedAt !== null && nowMs - selectedAt > SALES_POINT_SELECTION_MAX_AGE_MS;
}

const storedOf = (c: LocationContext): StoredLocation => ({
  salesPoint: c.salesPoint,
  selectedAt: c.selectedAt,
  city: c.city,
  address: c.address,
  deliveryDate: c.deliveryDate,
  deliveryTime: c.deliveryTime,
  pickup: c.pickup,
});

const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : fallback;

const cityOf = (salesPoint: SalesPoint): string | null => (salesPoint.city1.trim() !== '' ? salesPoint.city1.trim() : null);

/** Every change: the cookies, then the catalogue and the cart learn the new query and slot. */
const persistAndAnnounce = [
  { type: 'persistLocation', params: ({ context }: { context: LocationContext }) => storedOf(context) },
  'tellCatalogue',
  'tellCartQuery',
  'tellCartDelivery',
] as const;

/** No generic sales point could be loaded: say so, and use G001 / 28 (spec §9). */
const assignFallbackGeneric = [
  { type: 'notify', params: { level: 'error', message: messages.location.genericSalesPointFailed } },
  { type: 'assignSalesPoint', params: { salesPoint: FALLBACK_GENERIC_SALES_POINT, city: null } },
  'stampSelectionDate',
  ...persistAndAnnounce,
] as const;

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
    /** Spec §4: a saved sales point and selection date are kept; otherwise a generic one is assigned. */
    hasSavedSalesPoint: ({ context }) => context.salesPoint !== null && context.selectedAt !== null,
    /** Spec §4, §9 inactividad: the selection is more than 4 h old (the age of its cookies, 14400 s). */
    isSelectionStale: ({ context }) => isSelectionStale(context.selectedAt, context.now()),
    hasGenericSalesPoint: (_, params: { salesPoints: readonly SalesPoint[] }) => pickGenericSalesPoint(params.salesPoints) !== null,
    isOfferedCity: ({ context }, params: { city: string }) => matchCity(params.city, context.cities).ok,
    isCityChangeLocked: ({ context }) => isCityChangeLocked(context),
    isLoggedInWithEmptyCart: ({ context }) => context.isLoggedIn && context.isCartEmpty,
    /** Spec §5 rule 3: home delivery needs a delivery address (a street, not only a complement); pick-up needs none. */
    hasDeliveryAddress: ({ event }) =>
      event.type === 'location.addressConfirmed' && (event.pickup === true || (event.address?.segmentoCompleto.trim() ?? '') !== ''),
    /** The customer asked to keep the typed home-delivery address in Mis Direcciones. */
    wantsAddressSaved: ({ event }) => event.type === 'location.addressConfirmed' && event.saveAddress === true && event.pickup !== true,
    /** House rule (rules/deliverySlots.ts): the slot's day is still offered and its time still possible now. */
    isSlotPossible: ({ context }, params: { day: string | null; time: string | null }) =>
      slotProblem(params.day, params.time, context.now()) === null,
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
    /** Logout (spec §4): everything chosen is forgotten; a generic sales point is assigned again. */
    clearLocation: assign(({ context }) => ({
      ...EMPTY_LOCATION,
      chosenCity: null,
      cityError: null,
      isLoggedIn: false,
      isCartEmpty: true,
      slotForm: slotOffer(context.now()),
      slotError: null,
      addressError: null,
    })),
    /** The form offers, at this instant, the wanted day and time when still possible, else the first ones. */
    offerSlot: assign(({ context }, params: { day: string | null; time: string | null }) => ({
      slotForm: slotOffer(context.now(), params),
      slotError: null,
      addressError: null,
    })),
    /** A refused confirmation without a delivery address: said under the address field. */
    refuseAddress: assign({ addressError: messages.checkoutPages.addressRequired, slotError: null }),
    /** A refused confirmation: which field, and the slots still possible now. */
    refuseSlot: assign(({ context }, params: { day: string | null; time: string | null }) => {
      const problem = slotProblem(params.day, params.time, context.now());
      const t = messages.checkoutPages;
      return {
        slotForm: slotOffer(context.now(), params),
        slotError: problem === 'day' ? { field: 'fechaEntrega' as const, message: t.dateRequired } : { field: 'horaEntrega' as const, message: t.timeRequired },
        addressError: null,
      };
    }),
    assignIsLoggedIn: assign((_, params: { isLoggedIn: boolean }) => ({ isLoggedIn: params.isLoggedIn })),
    assignIsCartEmpty: assign((_, params: { isEmpty: boolean }) => ({ isCartEmpty: params.isEmpty })),

    tellCatalogue: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.catalogue),
      ({ context }) =>
        ({ type: 'catalogue.queryChanged', query: locationQueryOf(context, context.now()) }) satisfies CatalogueEvent,
    ),
    tellCartQuery: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      ({ context }) => ({ type: 'cart.queryChanged', query: locationQueryOf(context, context.now()) }) satisfies CartEvent,
    ),
    tellCartDelivery: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      ({ context }) =>
        ({ type: 'cart.deliveryChanged', deliveryDate: context.deliveryDate, deliveryTime: context.deliveryTime }) satisfies CartEvent,
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
    slotForm: slotOffer((input.now ?? Date.now)(), { day: input.deliveryDate, time: input.deliveryTime }),
    slotError: null,
    addressError: null,
  }),
  initial: 'resolving',
  on: {
    'location.reset': { target: '.assigningGeneric', actions: 'clearLocation' },
    'location.sessionChanged': { actions: { type: 'assignIsLoggedIn', params: ({ event }) => ({ isLoggedIn: event.isLoggedIn }) } },
    'location.cartChanged': { actions: { type: 'assignIsCartEmpty', params: ({ event }) => ({ isEmpty: event.isEmpty }) } },
  },
  states: {
    /** Passed through at start. */
    resolving: {
      description: '¿Hay un punto de venta guardado, de menos de 4 horas?',
      always: [
        {
          // Inactividad (spec §4, §9): a selection older than 4 h is not kept; the generic one is assigned again.
          description: 'Elegido hace más de 4 horas: se olvida',
          guard: and(['hasSavedSalesPoint', 'isSelectionStale']),
          target: 'assigningGeneric',
          actions: 'forgetStaleSelection',
        },
        { guard: 'hasSavedSalesPoint', target: 'ready' },
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
                  return { salesPoint, city: cityOf(salesPoint) };
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
            { type: 'assignSalesPoint', params: ({ event }) => ({ salesPoint: event.store, city: cityOf(event.store) }) },
            'stampSelectionDate',
            ...persistAndAnnounce,
          ],
        },
        'location.addressConfirmed': [
          {
            // Spec §5 rule 3, checked here and not in the page: nothing is stored, the field says why.
            description: 'A domicilio sin dirección: se rechaza y se pide la dirección',
            guard: not('hasDeliveryAddress'),
            actions: 'refuseAddress',
          },
          {
            description: 'Horario aún posible: se guarda',
            guard: { type: 'isSlotPossible', params: ({ event }) => ({ day: event.deliveryDate, time: event.deliveryTime }) },
            actions: [
              {
                type: 'assignDelivery',
                params: ({ event }) => ({
                  address: event.address,
                  deliveryDate: event.deliveryDate,
                  deliveryTime: event.deliveryTime,
                  pickup: event.pickup,
                }),
              },
              { type: 'offerSlot', params: ({ event }) => ({ day: event.deliveryDate, time: event.deliveryTime }) },
              ...persistAndAnnounce,
              // An accepted confirmation keeps the typed address when the customer asked to (and only then).
              enqueueActions(({ event, enqueue, check }) => {
                if (check('wantsAddressSaved')) enqueue({ type: 'saveDeliveryAddress', params: { address: event.address } });
              }),
            ],
          },
          {
            // A slot already gone (the page stayed open, or a forged event): refused, nothing stored.
            description: 'Horario ya pasado: se rechaza y se ofrecen los posibles',
            actions: { type: 'refuseSlot', params: ({ event }) => ({ day: event.deliveryDate, time: event.deliveryTime }) },
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
                params: ({ event }) => ({ level: 'error', message: errorMessage(event.error, messages.http.other) }),
              },
            },
          },
        },
        selectingCity: {
          description: 'Buscando el punto de venta de la ciudad elegida',
          tags: ['loading'],
          invoke: {
            src: 'loadSalesPointForCity',
            input: ({ context }) => ({ city: context.chosenCity ?? '' }),
            onDone: [
              {
                // Spec §4: logged in with an empty cart, the address is confirmed next.
                guard: 'isLoggedInWithEmptyCart',
                target: 'idle',
                actions: [
                  { type: 'assignSalesPoint', params: ({ context, event }) => ({ salesPoint: event.output, city: context.chosenCity }) },
                  'stampSelectionDate',
                  'clearChosenCity',
                  ...persistAndAnnounce,
                  { type: 'navigate', params: { to: PATHS.confirmarUbicacion } },
                ],
              },
              {
                // "Then reloads": the catalogue and the cart reload on the new query.
                target: 'idle',
                actions: [
                  { type: 'assignSalesPoint', params: ({ context, event }) => ({ salesPoint: event.output, city: context.chosenCity }) },
                  'stampSelectionDate',
                  'clearChosenCity',
                  ...persistAndAnnounce,
                ],
              },
            ],
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
