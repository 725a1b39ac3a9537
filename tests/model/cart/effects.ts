import assert from 'node:assert/strict';
import {
  selectCoupons,
  selectHasPendingEdits,
  selectPriceChanges,
  selectPricedLines,
  selectStoredLines,
  type CartInput,
  type CartSnapshot,
} from '../../../machines/cart';
import { unitPrice } from '../../../machines/rules/pricing';
import { messages } from '../../../machines/messages';
import {
  couponMinimumNotMet,
  hasNoFutureSlot,
  hasNoTotal,
  hasTooManyValueCoupons,
} from '../../../machines/rules/checkoutDecision';
import { SYSTEM_IDS } from '../../../machines/system';
import { couponsForRemainingItems, droppedCoupons } from '../../../machines/rules/coupons';
import type { Coupon } from '../../../machines/schemas/order';
import { COOKIES, MAX_LINE_QUANTITY } from '../../../machines/constants';
import { PATHS } from '../../../machines/paths';
import { isSlotPossible } from '../../../machines/rules/deliverySlots';
import { added, defineEffects, listener } from '../world';
import { reorderNotice, reorderReport, type ReorderItem } from '../../../machines/rules/reorder';
import type { Product } from '../../../machines/schemas/catalogue';

const eventOf = <T>(event: unknown) => event as T;

/** The reorder still waiting for the sales point's answer: the last one, unless an answer or 'Vaciar' came after it. */
function pendingReorder(events: readonly Event[]): Event | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'cart.linesReordered') return e;
    if (e.type === 'cart.cleared' || e.type.startsWith('xstate.done.actor.')) return null;
  }
  return null;
}

type Event = { type: string; [key: string]: unknown };
const last = (events: readonly Event[], type: string) => [...events].reverse().find((e) => e.type === type);

/** docs/product.md#estados-y-transiciones "Cart edits", "Cart checkout": what the cart saves and where 'Continuar al Pago' may lead. */
export default defineEffects({
  systemId: SYSTEM_IDS.cart,
  siblings: {
    [SYSTEM_IDS.session]: { machine: listener(SYSTEM_IDS.session) },
    [SYSTEM_IDS.location]: { machine: listener(SYSTEM_IDS.location) },
  },
  cookies: (input) => ({ [COOKIES.cookiesAccepted]: true, [COOKIES.cart]: (input as { lines: unknown[] }).lines }),
  rules: {
    'tras 1 s sin cambios el carrito guardado tiene exactamente los productos que se muestran': ({ world, snapshot }) => {
      const s = snapshot as CartSnapshot;
      if (selectHasPendingEdits(s)) return; // during the pause the shown quantities are not saved yet
      // The lines the cart holds (priced and shown once their products are known).
      const shown = selectStoredLines(s).map((l) => ({ producto_id: l.producto_id, cantidad: l.cantidad }));
      const saved = (world.cookies.get(COOKIES.cart) ?? []) as Array<{ producto_id: string; cantidad: number }>;
      assert.deepEqual(
        saved.map((l) => ({ producto_id: l.producto_id, cantidad: l.cantidad })),
        shown,
        'the carrito_alacarta cookie differs from the lines shown',
      );
      if (world.cookies.has(COOKIES.coupons))
        assert.deepEqual(
          world.cookies.get(COOKIES.coupons),
          selectCoupons(s),
          'the cupones cookie differs from the coupons shown',
        );
    },
    'la ubicación sabe si el carrito está vacío (un cliente con productos no cambia de ciudad)': ({
      world,
      before,
      snapshot,
    }) => {
      if (JSON.stringify(world.cookies.get(COOKIES.cart)) === JSON.stringify(before.cookies.get(COOKIES.cart))) return;
      const told = [...world.received].reverse().find((r) => r.to === SYSTEM_IDS.location)?.event;
      assert.deepEqual(told, { type: 'location.cartChanged', isEmpty: selectStoredLines(snapshot as CartSnapshot).length === 0 });
    },
    'el carrito abandonado de un cliente con horario guarda sus productos en cada cambio, y se limpia al vaciarlo': ({
      world,
      before,
      event,
      snapshot,
    }) => {
      const s = snapshot as CartSnapshot;
      const session = last(world.events as Event[], 'cart.sessionChanged');
      const slot = last(world.events as Event[], 'cart.deliveryChanged');
      const username = session?.isLoggedIn ? (session.username as string | null) : null;
      const hasSlot = typeof slot?.deliveryTime === 'string' && slot.deliveryTime.trim() !== '';
      const syncs = added(world.api, before.api).filter((r) => r.call.startsWith('carritoAbandonado/'));
      const lines = selectStoredLines(s);
      const saved =
        JSON.stringify(world.cookies.get(COOKIES.cart)) !== JSON.stringify(before.cookies.get(COOKIES.cart)) &&
        event?.type !== 'cart.cleared';
      const qualifies = username !== null && username !== '';
      let expected: unknown[] = [];
      if (qualifies && saved) {
        expected =
          lines.length === 0
            ? [{ call: 'carritoAbandonado/limpiar', input: { mode: 'clear', username, lines: [] } }]
            : hasSlot
              ? [{ call: 'carritoAbandonado/agregar', input: { mode: 'record', username, lines } }]
              : [];
      } else if (
        qualifies &&
        hasSlot &&
        lines.length > 0 &&
        (event?.type === 'cart.sessionChanged' || event?.type === 'cart.deliveryChanged')
      ) {
        expected = [{ call: 'carritoAbandonado/agregar', input: { mode: 'record', username, lines } }];
      }
      if (expected.length > 0) assert.deepEqual(syncs, expected);
      else {
        // A content change that left the same lines (a pending edit undone by a raised minimum) may record them again.
        const again =
          qualifies && hasSlot && lines.length > 0
            ? [{ call: 'carritoAbandonado/agregar', input: { mode: 'record', username, lines } }]
            : [];
        assert.ok(syncs.length === 0 || JSON.stringify(syncs) === JSON.stringify(again), `unexpected ${JSON.stringify(syncs)}`);
      }
    },
    'el punto de venta verifica los productos del carrito con la consulta vigente, solo con productos y consulta completa': ({
      world,
      before,
      input,
    }) => {
      const query = { ...((input as CartInput).query ?? {}) } as Record<string, string>;
      for (const e of world.events)
        if (e.type === 'cart.queryChanged') Object.assign(query, eventOf<{ query: Record<string, string> }>(e).query);
      for (const r of added(world.api, before.api).filter((r) => r.call === 'verifyCart')) {
        const codes = (world.cookies.get(COOKIES.cart) as Array<{ producto_id: string }>).map((l) => l.producto_id);
        assert.deepEqual(r.input, { codes, query }, 'what is verified');
        assert.ok(
          codes.length > 0 && ['pdv', 'date', 'document', 'konda'].every((k) => (query[k] ?? '').trim() !== ''),
          'verified without lines or a complete query',
        );
      }
    },
    'una consulta anunciada de nuevo sin cambios no verifica otra vez: /carrito verifica sus productos una vez al abrir': ({
      world,
      before,
      event,
      input,
    }) => {
      if (event?.type !== 'cart.queryChanged') return;
      const at = world.events.lastIndexOf(event);
      const query = { ...((input as CartInput).query ?? {}) } as Record<string, string>;
      for (const e of world.events.slice(0, at))
        if (e.type === 'cart.queryChanged') Object.assign(query, eventOf<{ query: Record<string, string> }>(e).query);
      const announced = eventOf<{ query: Record<string, string> }>(event).query;
      if (Object.entries(announced).every(([key, value]) => query[key] === value))
        assert.deepEqual(
          added(world.api, before.api).filter((r) => r.call === 'verifyCart'),
          [],
          'the same query verified again',
        );
    },
    'quitar el último producto avisa que el carrito quedó vacío (en confirma-pedido con un aviso modal y de vuelta a productos), quitar otro no avisa nada; la verificación avisa lo que ya no hay':
      ({ world, before, event, previous, snapshot }) => {
        const notices = added(world.notices, before.notices);
        const moves = added(world.navigation, before.navigation).filter((to) => to === PATHS.productos);
        const had = previous ? selectStoredLines(previous as CartSnapshot).length : 0;
        const now = selectStoredLines(snapshot as CartSnapshot).length;
        if (event?.type === 'cart.itemRemoved' && had === 1 && now === 0) {
          const onConfirm = eventOf<{ path?: string }>(event).path === PATHS.confirmaPedido;
          assert.deepEqual(notices, [
            onConfirm
              ? { level: 'warning', message: messages.cart.emptied, modal: true }
              : { level: 'info', message: messages.cart.emptied },
          ]);
          assert.deepEqual(moves, onConfirm ? [PATHS.productos] : []);
          return;
        }
        assert.deepEqual(moves, [], 'only emptying the cart on confirma-pedido goes to /productos');
        // Coupons not tied to the products left are dropped, each named (read from the cookies the edit wrote).
        const droppedNotices = () => {
          const had = (before.cookies.get(COOKIES.coupons) ??
            (previous ? selectCoupons(previous as CartSnapshot) : [])) as Coupon[];
          const left = ((world.cookies.get(COOKIES.cart) ?? []) as Array<{ producto_id: string }>).map((l) => l.producto_id);
          return droppedCoupons(had, couponsForRemainingItems(had, left)).map((c) => ({
            level: 'warning',
            message: messages.cart.couponDropped(c.nrocupon),
          }));
        };
        if (event?.type === 'cart.itemRemoved')
          assert.deepEqual(
            notices,
            droppedNotices(),
            'removing a product that is not the last one says only which coupons went with it',
          );
        if (event?.type.startsWith('xstate.done.actor.') && previous?.matches({ verification: 'verifying' })) {
          const output = eventOf<{ output: Product[] }>(event).output;
          const reorder = pendingReorder(world.events.slice(0, -1) as Event[]);
          if (reorder) {
            // Reorder: one notice that names what is gone and what changed price.
            assert.deepEqual(notices, [
              reorderNotice(reorder.pedido as number, reorderReport(reorder.items as ReorderItem[], output)),
            ]);
            return;
          }
          const found = new Set(output.map((p) => p.codigo_producto));
          const lines = selectStoredLines(previous as CartSnapshot);
          const kept = lines.filter((l) => found.has(l.producto_id)).length;
          const expected =
            kept === 0
              ? [{ level: 'warning', message: messages.cart.noLinkedProducts }]
              : kept < lines.length
                ? [...droppedNotices(), { level: 'warning', message: messages.cart.unavailableProducts }]
                : [];
          assert.deepEqual(notices, expected);
        }
      },
    "'Continuar al Pago' sigue el orden de §4: invitado a login (el pago recuerda el modo), total en $0, más de un cupón de valor, mínimo del cupón, horario, y si todo está bien a confirma-pedido":
      ({ world, before, event, previous, snapshot }) => {
        if (event?.type !== 'cart.checkoutRequested') return;
        const s = (previous ?? snapshot) as CartSnapshot;
        const after = snapshot as CartSnapshot;
        const moves = added(world.navigation, before.navigation);
        const notices = added(world.notices, before.notices);
        const told = world.received.filter((r) => r.to === SYSTEM_IDS.session).length - 0;
        const session = last(world.events as Event[], 'cart.sessionChanged');
        const slot = last(world.events as Event[], 'cart.deliveryChanged');
        const coupons = selectCoupons(after);
        const totals = after.context.priced.totals;
        const at = eventOf<{ now: number }>(event).now;
        void s;
        if (!session?.isLoggedIn) {
          assert.deepEqual(moves, [PATHS.login]);
          assert.deepEqual(
            world.received.filter((r) => r.to === SYSTEM_IDS.session).at(-1)?.event,
            { type: 'session.authModeSet', mode: 1 },
            'the login knows it comes from the payment',
          );
          assert.ok(told > 0);
          return;
        }
        const warning = hasNoTotal(totals.total)
          ? messages.cart.zeroTotal
          : hasTooManyValueCoupons(coupons)
            ? messages.cart.moreThanOneValueCoupon
            : couponMinimumNotMet(coupons, totals.subtotal);
        if (warning) {
          assert.deepEqual([moves, notices], [[], [{ level: 'warning', message: warning }]]);
          return;
        }
        const noSlot = hasNoFutureSlot(
          (slot?.deliveryDate as string | null) ?? null,
          (slot?.deliveryTime as string | null) ?? null,
          at,
        );
        assert.deepEqual([moves, notices], [[noSlot ? PATHS.confirmarUbicacion : PATHS.confirmaPedido], []]);
      },
    'el carrito guarda el cupón que el servidor aceptó (solo con productos) y suelta el que el cliente quita': ({
      world,
      before,
      event,
      previous,
    }) => {
      if (event?.type !== 'cart.couponApplied' && event?.type !== 'cart.couponRemoved') return;
      const had = (previous ? selectCoupons(previous as CartSnapshot) : []) as Coupon[];
      const codes = ((world.cookies.get(COOKIES.coupons) ?? before.cookies.get(COOKIES.coupons) ?? had) as Coupon[]).map(
        (c) => c.nrocupon,
      );
      const hadCodes = had.map((c) => c.nrocupon);
      if (event.type === 'cart.couponApplied') {
        const hasLines = ((before.cookies.get(COOKIES.cart) ?? []) as unknown[]).length > 0;
        const code = eventOf<{ coupon: Coupon }>(event).coupon.nrocupon;
        assert.deepEqual(
          codes,
          hasLines ? [...hadCodes.filter((c) => c !== code), code] : hadCodes,
          'the cupones cookie after applying',
        );
      } else {
        const code = eventOf<{ code: string }>(event).code;
        assert.deepEqual(
          codes,
          hadCodes.filter((c) => c !== code),
          'the cupones cookie after removing',
        );
      }
    },
    "'Agregar' suma la cantidad pedida (una si no dice; nunca menos que la mínima ni más de 999) y lo confirma con un aviso que nombra el producto y cuántos hay, y ofrece ver el carrito":
      ({ world, before, event }) => {
        if (event?.type !== 'cart.itemAdded') return;
        const { product, quantity } = eventOf<{ product: Product; quantity?: number }>(event);
        type Saved = Array<{ producto_id: string; cantidad: number }>;
        const had =
          ((before.cookies.get(COOKIES.cart) ?? []) as Saved).find((l) => l.producto_id === product.codigo_producto)?.cantidad ??
          0;
        const inCart = ((world.cookies.get(COOKIES.cart) ?? []) as Saved).find(
          (l) => l.producto_id === product.codigo_producto,
        )?.cantidad;
        assert.equal(
          inCart,
          Math.min(MAX_LINE_QUANTITY, Math.max(1, product.cantidadminima, had + (quantity ?? 1))),
          `${product.codigo_producto} in the saved cart`,
        );
        assert.deepEqual(added(world.notices, before.notices), [
          {
            level: 'success',
            message: messages.cart.added(product.descripcion_corta, inCart!),
            action: { label: 'Ver carrito', to: PATHS.carrito },
          },
        ]);
      },
    'un precio que cambió se nombra con el que el cliente vio y el de ahora hasta que lo da por visto, solo mientras esa línea sigue en el carrito':
      ({ world, event, previous, snapshot }) => {
        const told = selectPriceChanges(snapshot as CartSnapshot);
        const p = previous as CartSnapshot | undefined;
        if (!p || event?.type === 'cart.pricesAcknowledged') {
          assert.deepEqual(told, [], 'nothing to tell at the start, nor once the customer has seen it');
          return;
        }
        const lines = selectStoredLines(snapshot as CartSnapshot);
        const earlier = new Map(selectPriceChanges(p).map((c) => [c.producto_id, c]));
        if (!(event?.type.startsWith('xstate.done.actor.') && p.matches({ verification: 'verifying' }))) {
          // Without an answer nothing new is told; a change leaves with its line.
          assert.deepEqual(
            told,
            [...earlier.values()].filter((c) => lines.some((l) => l.producto_id === c.producto_id)),
          );
          return;
        }
        // The answer: each line priced differently from what the cart showed (or from the price first told) is named;
        // a reorder's own products are named by the reorder's notice instead.
        const output = eventOf<{ output: Product[] }>(event).output;
        const reorder = pendingReorder(world.events.slice(0, -1) as Event[]);
        const reordered = new Set(reorder ? (reorder.items as ReorderItem[]).map((i) => i.producto_id) : []);
        const expected = lines.flatMap((line) => {
          if (reordered.has(line.producto_id)) return [];
          const product = output.find((o) => o.codigo_producto === line.producto_id)!;
          const now = unitPrice(product).finalPrice;
          const seen =
            earlier.get(line.producto_id)?.before ??
            selectPricedLines(p).find((l) => l.producto_id === line.producto_id)?.unit.finalPrice;
          return seen === undefined || seen === now
            ? []
            : [{ producto_id: line.producto_id, nombre: product.descripcion_corta, before: seen, now }];
        });
        assert.deepEqual(told, expected);
      },
    'un invitado nunca llega a confirma-pedido': ({ world, before }) => {
      if (!added(world.navigation, before.navigation).includes(PATHS.confirmaPedido)) return;
      const session = last(world.events as Event[], 'cart.sessionChanged');
      assert.equal(session?.isLoggedIn, true, 'went to /confirma-pedido without a signed-in customer');
    },
    'Continuar al Pago lleva a confirma-pedido solo con un horario de entrega aún posible': ({ world, before }) => {
      if (!added(world.navigation, before.navigation).includes(PATHS.confirmaPedido)) return;
      const slot = last(world.events as Event[], 'cart.deliveryChanged');
      const pressed = last(world.events as Event[], 'cart.checkoutRequested');
      assert.ok(slot && pressed, 'went to /confirma-pedido without a delivery slot');
      assert.ok(
        isSlotPossible(slot.deliveryDate as string | null, slot.deliveryTime as string | null, pressed.now as number),
        `went to /confirma-pedido with the slot ${String(slot.deliveryDate)} ${String(slot.deliveryTime)} already gone`,
      );
    },
  },
});
