import { favouritesMachine } from '../../../machines/favourites';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { DOCUMENT, favourite, NETWORK_ERROR } from '../../fixtures/account';

export default defineSamples(favouritesMachine, {
  inputs: {
    cliente: { signedIn: true, document: DOCUMENT, pdv: 'P001' },
    invitado: { signedIn: false, document: '', pdv: 'G001' },
  },
  events: {
    'favourites.toggled': { 'agregar A2': { code: 'A2', favourite: true }, 'quitar A1': { code: 'A1', favourite: false } },
    'favourites.salesPointChanged': { 'a P002': { pdv: 'P002' } },
  },
  outputs: {
    loadFavourites: { 'con A1': [favourite('A1')], 'con A1 y A2': [favourite('A1'), favourite('A2')] },
    saveFavourite: { hecho: { ok: true } },
  },
  errors: { loadFavourites: { 'sin conexión': NETWORK_ERROR }, saveFavourite: { 'sin conexión': NETWORK_ERROR } },
  labels: {
    'favourites.toggled': 'CORAZÓN',
    'favourites.retryRequested': 'REINTENTAR',
    'favourites.salesPointChanged': 'OTRO PUNTO',
    'favourites.shown': 'OTRA PÁGINA',
    loadFavourites: 'la API',
    saveFavourite: 'la API',
  },
  // Two changes waiting say what a longer queue would.
  when: (s, e) => e.type !== 'favourites.toggled' || s.context.queue.length < 2,
  simplePaths: false,
});
