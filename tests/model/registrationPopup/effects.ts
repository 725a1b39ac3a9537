import assert from 'node:assert/strict';
import { COOKIES } from '../../../machines/constants';
import type { RegistrationPopupInput } from '../../../machines/registrationPopup';
import { added, defineEffects } from '../world';

/** The day in Bogotá (UTC-5) of an instant. */
const bogotaDay = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 10);

/** docs/product.md#pantallas-y-rutas, docs/product.md#llamadas: the registration coupon popup is offered once per browser. */
export default defineEffects({
  cookies: (input) => ((input as RegistrationPopupInput).couponEnabled ? {} : { [COOKIES.couponPopupEnabled]: false }),
  rules: {
    'la ventana se muestra una sola vez: al mostrarse, habilitarCupon queda en false': ({ world, snapshot }) => {
      if (snapshot.matches('showing'))
        assert.equal(world.cookies.get(COOKIES.couponPopupEnabled), false, 'shown while habilitarCupon still allows it');
    },
    'se pregunta a la API por el cupón como máximo una vez, y nunca si ya se mostró': ({ world }) => {
      const asked = world.api.filter((r) => r.call === 'loadRegistrationCoupons').length;
      assert.ok(asked <= 1, `asked ${asked} times`);
    },
    'se pregunta por los cupones de hoy (fecha de Bogotá)': ({ world, input }) => {
      const today = bogotaDay(((input as RegistrationPopupInput).now ?? Date.now)());
      for (const r of world.api) if (r.call === 'loadRegistrationCoupons') assert.deepEqual(r.input, { fecha: today });
    },
    'la imagen o el botón llevan a /registro?accion=n&hc=s; cerrarla no navega': ({ world, before, event }) => {
      const moves = added(world.navigation, before.navigation);
      assert.deepEqual(moves, event?.type === 'promotion.registerChosen' ? ['/registro?accion=n&hc=s'] : []);
    },
  },
});
