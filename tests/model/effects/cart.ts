import assert from 'node:assert/strict';
import { selectHasPendingEdits, selectStoredLines, type CartSnapshot } from '../../../machines/cart';
import { COOKIES } from '../../../machines/constants';
import { PATHS } from '../../../machines/paths';
import { isSlotPossible } from '../../../machines/rules/deliverySlots';
import { added, defineEffects } from '../world';

type Event = { type: string; [key: string]: unknown };
const last = (events: readonly Event[], type: string) => [...events].reverse().find((e) => e.type === type);

/** Spec §4 "Cart edits", "Cart checkout": what the cart saves and where 'Continuar al Pago' may lead. */
export default defineEffects({
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
