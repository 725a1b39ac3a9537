import assert from 'node:assert/strict';
import { COOKIES, SALES_POINT_SELECTION_MAX_AGE_MS } from '../../../machines/constants';
import { messages } from '../../../machines/messages';
import { PATHS } from '../../../machines/paths';
import type { SalesPoint } from '../../../machines/schemas/salesPoint';
import { SYSTEM_IDS } from '../../../machines/system';
import {
  selectAddress,
  selectCity,
  selectDeliveryDate,
  selectDeliveryTime,
  selectPickup,
  selectSalesPoint,
  selectSelectedAt,
  selectIsDeliveryAccepted,
  selectStoreError,
  type LocationInput,
  type LocationSnapshot,
  type StoredLocation,
} from '../../../machines/location';
import { isSlotPossible } from '../../../machines/rules/deliverySlots';
import { isOpenAtSlot } from '../../../machines/rules/openingHours';
import { normalizeSearchText } from '../../../machines/rules/searchText';
import { added, defineEffects, listener } from '../world';

/** docs/product.md#estados-y-transiciones: the menu and the cart use the sales point's code and price list (default 28), and the delivery day (today when none or past). */
export function expectedQuery(location: Pick<StoredLocation, 'salesPoint' | 'deliveryDate'>, now: number) {
  const today = new Date(now - 5 * 3_600_000).toISOString().slice(0, 10);
  const day = /^\d{4}-\d{2}-\d{2}/.exec(location.deliveryDate?.trim() ?? '')?.[0];
  return {
    pdv: (location.salesPoint?.Vkbur ?? 'G001').trim(),
    date: day !== undefined && day >= today ? day : today,
    konda: (location.salesPoint?.Konda ?? '').trim() || '28',
  };
}

/** docs/product.md#estados-y-transiciones: G001 when the list has it (however written), else the first generic (code starting with G). */
function expectedGeneric(points: readonly SalesPoint[]): SalesPoint | null {
  const generic = points.filter((p) => /^g/i.test(p.Vkbur.trim()));
  const chosen = generic.find((p) => p.Vkbur.trim().toUpperCase() === 'G001') ?? generic[0];
  return chosen ? { ...chosen, Vkbur: chosen.Vkbur.trim(), Konda: chosen.Konda.trim() || '28' } : null;
}
const eventOf = <T>(event: unknown) => event as T;

/** The confirmation decided in a step: the event itself, or the one that waited for its city's store. */
function confirmationDecided(event: { type: string } | null | undefined, previous: unknown): unknown {
  const before = previous as LocationSnapshot | undefined;
  if (before?.matches('resolvingStore') && event?.type.startsWith('xstate.done.actor.')) return before.context.pendingDelivery;
  return event?.type === 'location.addressConfirmed' && before?.matches('ready') ? event : null;
}

const stored = (l: StoredLocation): StoredLocation => ({
  salesPoint: l.salesPoint,
  selectedAt: l.selectedAt,
  city: l.city,
  address: l.address,
  deliveryDate: l.deliveryDate,
  deliveryTime: l.deliveryTime,
  pickup: l.pickup,
});

/** docs/product.md#estados-y-transiciones "Sales point selection" and the slot form's house rules: what the location saves. */
export default defineEffects({
  systemId: SYSTEM_IDS.location,
  siblings: {
    [SYSTEM_IDS.catalogue]: { machine: listener(SYSTEM_IDS.catalogue) },
    [SYSTEM_IDS.cart]: { machine: listener(SYSTEM_IDS.cart) },
  },
  cookies: (input) => {
    const location = input as LocationInput;
    return { [COOKIES.cookiesAccepted]: true, ...(location.salesPoint ? { [COOKIES.salesPoint]: stored(location) } : {}) };
  },
  rules: {
    'una dirección escrita se guarda en Mis Direcciones solo si el cliente lo pidió, a domicilio, y una vez aceptada': ({
      world,
      before,
      event,
      snapshot,
      previous,
    }) => {
      const saves = added(world.api, before.api).filter((r) => r.call === 'usuarios/direcciones');
      const s = snapshot as LocationSnapshot;
      const e = confirmationDecided(event, previous) as {
        saveAddress?: boolean;
        pickup: boolean | null;
        address: unknown;
      } | null;
      const accepted = e !== null && selectIsDeliveryAccepted(s);
      const wanted = accepted && e.saveAddress === true && e.pickup !== true;
      assert.deepEqual(
        saves,
        wanted ? [{ call: 'usuarios/direcciones', input: e.address }] : [],
        'kept only when asked, for home delivery, once accepted',
      );
    },
    "'Continuar' con productos en el carrito lleva a pagar una vez aceptada la entrega; con el carrito vacío no": ({
      world,
      before,
      event,
      snapshot,
      previous,
    }) => {
      const toCart = added(world.received, before.received).filter((r) => r.to === SYSTEM_IDS.cart);
      const checkouts = toCart.filter((r) => r.event.type === 'cart.checkoutRequested');
      const s = snapshot as LocationSnapshot;
      const e = confirmationDecided(event, previous) as { continueToPayment?: boolean } | null;
      const wanted =
        e !== null &&
        e.continueToPayment === true &&
        selectIsDeliveryAccepted(s) &&
        !(previous as LocationSnapshot).context.isCartEmpty;
      assert.deepEqual(
        checkouts.map((r) => r.event),
        wanted ? [{ type: 'cart.checkoutRequested', now: s.context.now() }] : [],
        'the cart is asked to go on to pay only then',
      );
      // After the cart has learnt the delivery (its slot), so it checks out with it.
      if (wanted) assert.equal(toCart[toCart.length - 2]?.event.type, 'cart.deliveryChanged', 'the cart learns the slot first');
    },
    'un domicilio se guarda solo con una tienda real de su ciudad, abierta a esa hora, que fija sus precios': ({
      world,
      before,
      event,
    }) => {
      const saved = world.cookies.get(COOKIES.salesPoint) as StoredLocation | undefined;
      if (!saved || saved.pickup !== false || saved.deliveryTime === null) return;
      if (JSON.stringify(saved) === JSON.stringify(before.cookies.get(COOKIES.salesPoint))) return;
      if (event?.type !== 'location.addressConfirmed' && !event?.type.startsWith('xstate.done.actor.')) return;
      const store = saved.salesPoint;
      const city = normalizeSearchText(saved.city?.trim() || saved.address?.ciudad.trim() || '');
      assert.ok(store && !/^g/i.test(store.Vkbur.trim()), `a delivery saved at the generic sales point ${store?.Vkbur}`);
      // The location's own decision; a found store is the server's answer for the delivery city (asked as «elegir ciudad…» checks).
      if (event.type === 'location.addressConfirmed')
        assert.equal(normalizeSearchText(store.city1), city, `a delivery to ${city} saved at a store of ${store.city1}`);
      if (store.horario)
        assert.ok(
          isOpenAtSlot(store.horario, saved.deliveryDate ?? '', saved.deliveryTime),
          `saved at ${saved.deliveryDate} ${saved.deliveryTime}, when ${store.Vkbur} is closed`,
        );
      const told = [...world.received].reverse().find((r) => r.to === SYSTEM_IDS.cart && r.event.type === 'cart.queryChanged')
        ?.event as { query: { pdv: string } } | undefined;
      assert.equal(told?.query.pdv, store.Vkbur.trim(), "the cart verifies and prices at the store's pdv");
    },
    "si la tienda de la ciudad no se encuentra: 'No se pudo seleccionar la ciudad', nada cambia y no se sigue al pago": ({
      world,
      before,
      event,
      previous,
      snapshot,
    }) => {
      if (!previous?.matches('resolvingStore') || !event?.type.startsWith('xstate.error.actor.')) return;
      assert.deepEqual(
        world.cookies.get(COOKIES.salesPoint),
        before.cookies.get(COOKIES.salesPoint),
        'the pdvSeleccionado cookie changed',
      );
      assert.equal(selectStoreError(snapshot as LocationSnapshot), messages.location.citySelectionFailed);
      assert.equal(selectIsDeliveryAccepted(snapshot as LocationSnapshot), false, 'the page does not go on to pay');
    },
    'cada cambio de punto de venta, ciudad, dirección u horario queda guardado (cookie pdvSeleccionado)': ({
      world,
      snapshot,
    }) => {
      const s = snapshot as LocationSnapshot;
      if (!s.matches('ready')) return;
      const shown: StoredLocation = {
        salesPoint: selectSalesPoint(s),
        selectedAt: selectSelectedAt(s),
        city: selectCity(s),
        address: selectAddress(s),
        deliveryDate: selectDeliveryDate(s),
        deliveryTime: selectDeliveryTime(s),
        pickup: selectPickup(s),
      };
      assert.deepEqual(
        world.cookies.get(COOKIES.salesPoint),
        shown,
        'the pdvSeleccionado cookie differs from the location in use',
      );
    },
    'cada cambio guardado se avisa al catálogo y al carrito: punto de venta, lista de precios, día y horario de entrega': ({
      world,
      before,
      snapshot,
    }) => {
      const saved = world.cookies.get(COOKIES.salesPoint) as StoredLocation | undefined;
      if (!saved || JSON.stringify(saved) === JSON.stringify(before.cookies.get(COOKIES.salesPoint))) return;
      const now = (snapshot as LocationSnapshot).context.now();
      const told = (to: string, type: string) =>
        [...world.received].reverse().find((r) => r.to === to && r.event.type === type)?.event;
      assert.deepEqual(
        told(SYSTEM_IDS.catalogue, 'catalogue.queryChanged'),
        { type: 'catalogue.queryChanged', query: expectedQuery(saved, now) },
        'the catalogue',
      );
      assert.deepEqual(
        told(SYSTEM_IDS.cart, 'cart.queryChanged'),
        { type: 'cart.queryChanged', query: expectedQuery(saved, now) },
        'the cart',
      );
      assert.deepEqual(
        told(SYSTEM_IDS.cart, 'cart.deliveryChanged'),
        { type: 'cart.deliveryChanged', deliveryDate: saved.deliveryDate, deliveryTime: saved.deliveryTime },
        'the cart slot',
      );
    },
    'sin punto de venta guardado (o sin su fecha) se asigna el genérico G001, o el primero genérico, o G001 con un aviso si no hay respuesta':
      ({ world, event, previous, before, snapshot }) => {
        if (!previous?.matches('assigningGeneric') || snapshot.matches('assigningGeneric') || !event) return;
        const saved = world.cookies.get(COOKIES.salesPoint) as StoredLocation;
        const answer = event.type.startsWith('xstate.done.actor.')
          ? expectedGeneric(eventOf<{ output: SalesPoint[] }>(event).output)
          : null;
        const notices = added(world.notices, before.notices);
        if (answer) {
          assert.deepEqual(saved.salesPoint, answer, 'the generic sales point');
          assert.equal(saved.city, answer.city1.trim() || null, 'its city');
          assert.deepEqual(notices, []);
        } else {
          assert.deepEqual(
            [saved.salesPoint?.Vkbur, saved.salesPoint?.Konda, saved.city],
            ['G001', '28', null],
            'the default generic sales point',
          );
          assert.deepEqual(notices, [{ level: 'error', message: messages.location.genericSalesPointFailed }]);
        }
      },
    'elegir ciudad: se busca el punto de venta de la ciudad ofrecida; un cliente con el carrito vacío sigue a confirmar-ubicación; con productos no puede cambiarla':
      ({ world, before, event, previous, snapshot }) => {
        const s = snapshot as LocationSnapshot;
        for (const r of added(world.api, before.api))
          if (r.call === 'loadSalesPointForCity')
            assert.deepEqual(
              r.input,
              { city: s.matches('resolvingStore') ? s.context.pendingDelivery?.city : s.context.chosenCity },
              "asked for the offered spelling, or the delivery's city",
            );
        const ctx = (previous as LocationSnapshot | null)?.context;
        if (event?.type === 'location.cityChosen' && ctx?.isLoggedIn && !ctx.isCartEmpty && previous?.matches({ ready: 'idle' }))
          assert.deepEqual(added(world.notices, before.notices), [
            { level: 'warning', message: messages.location.cannotChangeWithCart },
          ]);
        const moves = added(world.navigation, before.navigation);
        if (previous?.matches({ ready: 'selectingCity' }) && event?.type.startsWith('xstate.done.actor.'))
          assert.deepEqual(moves, ctx?.isLoggedIn && ctx.isCartEmpty ? [PATHS.confirmarUbicacion] : []);
        else assert.deepEqual(moves, [], 'no other step navigates');
        if (previous?.matches({ ready: 'selectingCity' }) && event?.type.startsWith('xstate.error.actor.'))
          assert.deepEqual(added(world.notices, before.notices), [
            { level: 'error', message: messages.location.citySelectionFailed },
          ]);
        if (previous?.matches({ ready: 'loadingCities' }) && event?.type.startsWith('xstate.error.actor.')) {
          const error = eventOf<{ error: unknown }>(event).error;
          const message = error instanceof Error && error.message.trim() ? error.message : messages.http.other;
          assert.deepEqual(
            added(world.notices, before.notices),
            [{ level: 'error', message }],
            "the server's message, else the generic one",
          );
        }
      },
    'una selección de hace más de 4 horas (inactividad, spec §4, §9) no se conserva: ni su punto de venta, ni su dirección, ni su horario':
      ({ world, input, snapshot }) => {
        const start = input as LocationInput;
        if (start.selectedAt === null || start.salesPoint === null) return;
        const now = (snapshot as LocationSnapshot).context.now();
        if (now - start.selectedAt <= SALES_POINT_SELECTION_MAX_AGE_MS) return;
        const saved = world.cookies.get(COOKIES.salesPoint) as StoredLocation | undefined;
        if (!saved || (saved.selectedAt === start.selectedAt && saved.salesPoint?.Vkbur === start.salesPoint.Vkbur)) {
          assert.ok(snapshot.matches('assigningGeneric'), 'the stale selection is still in use');
          return;
        }
        assert.ok(
          saved.selectedAt !== null && now - saved.selectedAt <= SALES_POINT_SELECTION_MAX_AGE_MS,
          'a new selection date',
        );
        assert.deepEqual(
          [saved.address, saved.deliveryDate, saved.deliveryTime],
          [null, null, null],
          'the stale address and slot are kept',
        );
      },
    'un horario de entrega ya pasado nunca se guarda': ({ world, snapshot, before }) => {
      const saved = world.cookies.get(COOKIES.salesPoint) as StoredLocation | undefined;
      const earlier = before.cookies.get(COOKIES.salesPoint) as StoredLocation | undefined;
      if (!saved || saved.deliveryTime === null) return;
      if (earlier && earlier.deliveryDate === saved.deliveryDate && earlier.deliveryTime === saved.deliveryTime) return;
      const now = (snapshot as LocationSnapshot).context.now();
      assert.ok(
        isSlotPossible(saved.deliveryDate, saved.deliveryTime, now),
        `saved the slot ${saved.deliveryDate} ${saved.deliveryTime}, already gone`,
      );
    },
  },
});
