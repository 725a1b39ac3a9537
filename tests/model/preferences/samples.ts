import { preferencesMachine } from '../../../machines/preferences';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { NETWORK_ERROR } from '../../fixtures/account';

export default defineSamples(preferencesMachine, {
  events: {
    'maintenance.toggled': { encender: { on: true }, apagar: { on: false } },
    'popup.saved': { 'imagen nueva': { value: '/img/popup-junio.png' }, 'texto de 501': { value: 'x'.repeat(501) } },
  },
  outputs: {
    loadPreferences: {
      'mantenimiento N': [
        { llave: 'mantenimiento', valor: 'N' },
        { llave: 'imagen-popup-inicio', valor: '' },
      ],
      'mantenimiento S, con imagen': [
        { llave: 'imagen-popup-inicio', valor: '/img/popup-mayo.png' },
        { llave: 'mantenimiento', valor: 'S' },
      ],
    },
    savePreference: { guardada: { llave: 'mantenimiento', valor: 'S' } },
  },
  errors: { loadPreferences: { 'sin conexión': NETWORK_ERROR }, savePreference: { 'sin conexión': NETWORK_ERROR } },
  labels: {
    'maintenance.toggled': 'INTERRUPTOR',
    'maintenance.confirmed': 'SÍ, ENCENDER',
    'maintenance.dismissed': 'CANCELAR',
    'popup.saved': 'GUARDAR IMAGEN',
    'popup.edited': 'EDITAR IMAGEN',
    'preferences.retryRequested': 'REINTENTAR',
    loadPreferences: 'la API',
    savePreference: 'la API',
  },
  exclude: { 'preferences.saved': 'interno: lo lanza la máquina al guardar' },
  simplePaths: false,
});
