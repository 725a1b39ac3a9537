import assert from 'node:assert/strict';
import { messages } from '../../../machines/messages';
import { PATHS } from '../../../machines/paths';
import { added, defineEffects } from '../world';

type Line = { codigo_producto: string; cantidad: number; total: number; descripcion_corta?: string };
type Event = { type: string; [key: string]: unknown };

/** Reorder: the cart gets the order's products by event, replaced only into an empty cart or when the customer chose it, and then /carrito. */
export default defineEffects({
  rules: {
    'el carrito recibe los productos del pedido leído, y después se va a /carrito; con productos en el carrito solo tras elegir reemplazar o agregar':
      ({ world, before, event, input }) => {
        // world.received has no count in `before`: what this step added is remembered per world.
        const sent = world.received.filter((r) => r.to === 'cart');
        const fresh = sent.slice(handedBefore.get(world) ?? 0);
        handedBefore.set(world, sent.length);
        const moves = added(world.navigation, before.navigation);
        const last = fresh.at(-1);
        if (fresh.length === 0) {
          assert.deepEqual(moves, [], 'no navigation without handing the order to the cart');
          return;
        }
        assert.equal(fresh.length, 1, 'the order is handed over once');
        assert.deepEqual(moves, [PATHS.carrito], 'then to /carrito');
        // The lines of the order the API gave (the last answer), one per product.
        const answer = [...world.events].reverse().find((e) => e.type.startsWith('xstate.done.actor.')) as unknown as {
          output: { detalles_pedido: Line[] };
        };
        const expected = answer.output.detalles_pedido.map((l) => ({
          producto_id: l.codigo_producto,
          cantidad: l.cantidad,
          nombre: l.descripcion_corta ?? l.codigo_producto,
          precio: Math.round(l.total / l.cantidad),
        }));
        const cartEvent = last!.event as Event;
        assert.equal(cartEvent.type, 'cart.linesReordered');
        assert.deepEqual(cartEvent.items, expected, 'the products and quantities of the order read');
        const requested = [...world.events].reverse().find((e) => e.type === 'reorder.requested') as unknown as {
          pedido: number;
        };
        assert.equal(cartEvent.pedido, requested.pedido);
        const emptiness = [...world.events].reverse().find((e) => e.type === 'reorder.cartChanged') as unknown as
          { isEmpty: boolean } | undefined;
        const isEmpty = emptiness ? emptiness.isEmpty : (input as { isCartEmpty: boolean }).isCartEmpty;
        if (event?.type === 'reorder.addChosen') assert.equal(cartEvent.replace, false, "'Agregar' keeps what the cart had");
        else if (event?.type === 'reorder.replaceChosen') assert.equal(cartEvent.replace, true);
        else {
          assert.ok(isEmpty, 'a cart with products is never replaced without asking');
          assert.equal(cartEvent.replace, true);
        }
      },
    'se lee el pedido que el cliente tocó': ({ world, before }) => {
      for (const r of added(world.api, before.api).filter((c) => c.call === 'loadOrder')) {
        const requested = [...world.events].reverse().find((e) => e.type === 'reorder.requested') as unknown as {
          pedido: number;
        };
        assert.deepEqual(r.input, { pedido: requested.pedido });
      }
    },
    'un pedido sin productos no llega al carrito y se avisa': ({ world, before, event }) => {
      const notices = added(world.notices, before.notices);
      const output = event?.type.startsWith('xstate.done.actor.')
        ? (event as unknown as { output: { detalles_pedido: Line[] } }).output
        : null;
      const empty = output !== null && output.detalles_pedido.length === 0;
      assert.deepEqual(notices, empty ? [{ level: 'warning', message: messages.reorderNothing }] : []);
    },
  },
});

/** How many events the cart had received before the step, per world (one world per path). */
const handedBefore = new WeakMap<object, number>();
