import assert from 'node:assert/strict';
import type { BootInput } from '../../../machines/boot';
import { COOKIES } from '../../../machines/constants';
import { PATHS } from '../../../machines/paths';
import { added, defineEffects } from '../world';

/** Spec §4 boot and §7 cookies: the consent is remembered; maintenance closes the pages it closes. */
export default defineEffects({
  cookies: (input) => ((input as BootInput).cookiesAccepted ? { [COOKIES.cookiesAccepted]: true } : {}),
  rules: {
    'aceptar o rechazar las cookies queda guardado (cookiesAceptadas)': ({ world, snapshot, previous }) => {
      if (!previous) return;
      if (snapshot.matches({ consent: 'accepted' }) && !previous.matches({ consent: 'accepted' }))
        assert.equal(world.cookies.get(COOKIES.cookiesAccepted), true, 'accepted without saving the consent');
      if (snapshot.matches({ consent: 'pending' }) && previous.matches({ consent: 'accepted' }))
        assert.notEqual(world.cookies.get(COOKIES.cookiesAccepted), true, 'revoked, yet the consent cookie stays');
    },
    'sin aceptar las cookies solo se puede estar en la página de inicio': ({ world, snapshot, before }) => {
      // Every navigation the boot makes while consent is pending goes to / or /mantenimiento.
      if (!snapshot.matches({ consent: 'pending' })) return;
      for (const to of added(world.navigation, before.navigation)) assert.ok([PATHS.index, PATHS.mantenimiento].includes(to as never), `navigated to ${to} without consent`);
    },
  },
});
