import assert from 'node:assert/strict';
import { defineEffects } from '../world';

/** docs/product.md#pantallas-y-rutas: the dropdowns only open and close; they never navigate, save or call the API. */
export default defineEffects({
  rules: {
    'abrir o cerrar una lista desplegable no navega, no guarda cookies ni llama a la API': ({ world }) => {
      assert.deepEqual([world.navigation.length, world.cookies.size, world.api.length], [0, 0, 0]);
    },
  },
});
