import { catalogueMachine } from '../../../machines/catalogue';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { ALITAS, NUGGETS, QUERY } from '../../fixtures/store';

const PAGE_MENU = {
  products: [ALITAS, NUGGETS],
  categories: [{ grupoportal: 'C03', descripcion: 'Alitas', productos: ['A1', 'N3'] }],
};
/** A large menu's page (machines/rules/menuWindow.ts pageMenu): its window, each category with its real count. */
const PAGE_WINDOW = {
  products: [ALITAS],
  categories: [{ grupoportal: 'C03', descripcion: 'Alitas', productos: ['A1'], total: 2 }],
  complete: false,
};

export default defineSamples(catalogueMachine, {
  inputs: {
    'con cookies': { enabled: true, query: QUERY },
    'sin cookies': { enabled: false, query: QUERY },
    'con el menú de la página': { enabled: true, query: QUERY, preloaded: { ...PAGE_MENU, complete: true } },
    'sin cookies, con el menú de la página': { enabled: false, query: QUERY, preloaded: { ...PAGE_MENU, complete: true } },
    'con una ventana del menú': { enabled: true, query: QUERY, preloaded: PAGE_WINDOW },
    // Before consent the rest of the page's own menu still loads; no other one does.
    'sin cookies, con una ventana del menú': { enabled: false, query: QUERY, preloaded: PAGE_WINDOW },
  },
  events: {
    'catalogue.queryChanged': {
      'a B001': { query: { pdv: 'B001', konda: '30' } },
      'a G001': { query: { pdv: 'G001', konda: '28' } },
      // What the cart and session send: only some fields, the rest unchanged.
      'otro documento': { query: { document: '1020304050', pdv: undefined } },
    },
  },
  outputs: {
    loadCatalogue: {
      menú: { products: [ALITAS, NUGGETS], categories: [{ grupoportal: 'C03', descripcion: 'Alitas', productos: ['A1', 'N3'] }] },
      // A category lists its products in its own order, and may name one the sales point does not sell.
      'menú con otro orden': {
        products: [ALITAS, NUGGETS],
        categories: [{ grupoportal: 'C09', descripcion: 'Combos', productos: ['N3', 'X9', 'A1'] }],
      },
    },
  },
  errors: { loadCatalogue: { 'sin respuesta': new Error('No hay conexión con el servidor'), 'sin mensaje': new Error(' ') } },
  labels: {
    'catalogue.enabled': 'HABILITAR',
    'catalogue.disabled': 'DESHABILITAR',
    'catalogue.queryChanged': 'CAMBIAR_CONSULTA',
    'catalogue.retryRequested': 'REINTENTAR',
  },
  describe: (s) => `${String(s.value)} (${s.context.query.pdv}, ${s.context.products.length} productos)`,
});
