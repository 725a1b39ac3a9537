import assert from 'node:assert/strict';
import { RATE_LIMIT_COUNTDOWN_TICK_MS, RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS } from '../../../machines/constants';
import type { HttpFailure } from '../../../machines/errorPage';
import { defineEffects, type World } from '../world';

/** When the 429 page was raised and how many seconds it had to wait (per replayed path). */
const countdowns = new WeakMap<World, { at: number; seconds: number }>();

/** docs/product.md#pantallas-y-rutas, docs/product.md#estados-y-transiciones, docs/product.md#errores: a 429 waits out Retry-After (default 10 s) before reloading; 'Volver' goes back. */
export default defineEffects({
  rules: {
    'la página se recarga solo cuando termina la cuenta regresiva': ({ world, snapshot, before, event, previous }) => {
      const failure = event?.type === 'errorPage.httpFailed' ? (event as unknown as HttpFailure) : null;
      if (failure && previous?.matches('none') && failure.status === 429 && !failure.inMaintenance) {
        countdowns.set(world, {
          at: world.now(),
          seconds: Math.max(0, Math.ceil(failure.retryAfterSeconds ?? RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS)),
        });
      }
      const reloads = world.navigation.slice(before.navigation).filter((to) => to === 'reload').length;
      if (reloads > 0) {
        assert.ok(snapshot.matches('reloading'), 'reloaded before the countdown ended');
        const countdown = countdowns.get(world);
        assert.ok(countdown, 'reloaded without a 429');
        assert.equal(
          world.now() - countdown.at,
          countdown.seconds * RATE_LIMIT_COUNTDOWN_TICK_MS,
          `reloaded ${world.now() - countdown.at} ms after a ${countdown.seconds} s Retry-After`,
        );
      }
      assert.ok(world.navigation.filter((to) => to === 'reload').length <= 1, 'reloaded more than once');
    },
    "'Volver' en la página de mantenimiento o en 'Ha ocurrido un error' vuelve atrás; navegar a otra página no": ({
      world,
      before,
      event,
    }) => {
      const moves = world.navigation.slice(before.navigation).filter((to) => to !== 'reload');
      assert.deepEqual(moves, event?.type === 'errorPage.backRequested' ? ['back'] : [], 'history moves of this step');
    },
  },
});
