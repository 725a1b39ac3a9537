import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../rules/errorMessage';
import type { Favourite } from '../schemas';
import { listPages } from '../screenTexts/listPages';
import type { NotifyParams } from '../system';
import { isPendingIn } from './selectors';
import type { FavouritesContext, FavouritesEvent, FavouritesInput } from './types';

/**
 * The signed-in customer's favourites priced at the current sales point (/mis-favoritos and the
 * heart of a product page). Optimistic: a heart shows the customer's wish at once while the API
 * is asked, one change at a time in the order they were made; a success says so and reads the
 * list again, a failure puts the heart back as it was and says 'No pudimos actualizar tus
 * favoritos, intenta nuevamente.'. A guest has no favourites and makes no calls. A new sales point
 * reads the list again at its prices and keeps every heart still waiting for the API. One machine
 * per customer for the tab's life (src): a page that shows the favourites reads them again.
 */

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as FavouritesInput,
  },
  actors: {
    /** src: GET favoritos/{document}?pdv. */
    loadFavourites: fromPromise<Favourite[], { document: string; pdv: string }>(async () => {
      throw new Error('not provided: loadFavourites');
    }),
    /** src: POST (favourite) or DELETE (not) favoritos/{document}. */
    saveFavourite: fromPromise<unknown, { document: string; code: string; favourite: boolean }>(async () => {
      throw new Error('not provided: saveFavourite');
    }),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    hasPendingChange: ({ context }) => context.queue.length > 0,
    isAnotherSalesPoint: ({ context, event }) => {
      assertEvent(event, 'favourites.salesPointChanged');
      return event.pdv !== context.pdv;
    },
    hasNoList: ({ context }) => context.favourites === null,
  },
  actions: {
    /** src: a toast. */
    notify: (_, _params: NotifyParams) => {},
    /** The list read is the truth: only the wishes still waiting for the API stay above it (another device may have changed the rest). */
    assignFavourites: assign(({ context }, params: { favourites: Favourite[] }) => ({
      favourites: params.favourites,
      error: null,
      wanted: Object.fromEntries(Object.entries(context.wanted).filter(([code]) => isPendingIn(context.queue, code))),
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
    /** Shows the wish at once and queues it for the API. */
    wish: assign(({ context }, params: { code: string; favourite: boolean }) => ({
      wanted: { ...context.wanted, [params.code]: params.favourite },
      queue: [...context.queue, { code: params.code, favourite: params.favourite, before: context.wanted[params.code] }],
    })),
    /** Prices belong to a sales point: the list read at the old one is dropped, the customer's wishes are kept. */
    moveToSalesPoint: assign((_, params: { pdv: string }) => ({ pdv: params.pdv, favourites: null })),
    forgetSent: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    /** The API refused the change being sent: its heart goes back to what it showed before. */
    rollBack: assign(({ context }) => {
      const [failed, ...rest] = context.queue;
      if (!failed) return {};
      const wanted = { ...context.wanted };
      if (failed.before === undefined) delete wanted[failed.code];
      else wanted[failed.code] = failed.before;
      return { wanted, queue: rest };
    }),
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({ ...input, favourites: null, error: null, wanted: {}, queue: [] }),
  initial: 'starting',
  on: {
    // A heart tapped before the list is in is kept: it shows at once and is sent once the list is read.
    'favourites.toggled': { guard: 'isSignedIn', actions: { type: 'wish', params: ({ event }) => event } },
    // Read again at the new sales point's prices; the hearts still waiting are sent once it is in.
    'favourites.salesPointChanged': {
      guard: and(['isSignedIn', 'isAnotherSalesPoint']),
      target: '.loading',
      actions: { type: 'moveToSalesPoint', params: ({ event }) => event },
    },
  },
  states: {
    starting: {
      description: '¿Hay un cliente con sesión?',
      always: [{ guard: 'isSignedIn', target: 'loading' }, { target: 'guest' }],
    },
    guest: {
      description: 'Invitado: sin favoritos y sin llamadas a la API',
    },
    loading: {
      description: 'Pide los favoritos con sus precios en el punto de venta actual',
      invoke: {
        src: 'loadFavourites',
        input: ({ context }) => ({ document: context.document, pdv: context.pdv }),
        onDone: { target: 'ready', actions: { type: 'assignFavourites', params: ({ event }) => ({ favourites: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: "No se pudieron cargar: el mensaje y 'Reintentar'",
      on: {
        'favourites.retryRequested': 'loading',
        // A page that shows favourites asks again for a list that could not be read.
        'favourites.shown': 'loading',
        // A heart tapped after a failed read asks again, and its wish waits for the list.
        'favourites.toggled': { target: 'loading', actions: { type: 'wish', params: ({ event }) => event } },
      },
    },
    ready: {
      description: 'Muestra los favoritos; cada corazón refleja al instante lo que pidió el cliente',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nada pendiente',
          // Another page shows them: read again, what was shown stays meanwhile (another device may have changed them).
          on: { 'favourites.shown': 'reloading' },
          always: [
            { guard: 'hasPendingChange', target: 'saving' },
            // The sales point changed while changes were being sent: now the list is read at its prices.
            { guard: 'hasNoList', target: '#favourites.loading' },
          ],
        },
        saving: {
          description: 'Envía a la API el cambio más antiguo; los demás esperan su turno',
          // The change being sent is not dropped: the list is read at the new sales point once it is answered.
          on: {
            'favourites.salesPointChanged': {
              guard: 'isAnotherSalesPoint',
              actions: { type: 'moveToSalesPoint', params: ({ event }) => event },
            },
          },
          invoke: {
            src: 'saveFavourite',
            input: ({ context }) => ({
              document: context.document,
              code: context.queue[0]!.code,
              favourite: context.queue[0]!.favourite,
            }),
            onDone: {
              target: 'reloading',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    level: 'success',
                    message: context.queue[0]!.favourite ? listPages.favouriteAdded : listPages.favouriteRemoved,
                  }),
                },
                'forgetSent',
              ],
            },
            onError: {
              target: 'idle',
              actions: ['rollBack', { type: 'notify', params: { level: 'error', message: listPages.favouriteFailed } }],
            },
          },
        },
        reloading: {
          description: 'Vuelve a leer la lista; lo que se mostraba sigue en pantalla',
          invoke: {
            src: 'loadFavourites',
            input: ({ context }) => ({ document: context.document, pdv: context.pdv }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignFavourites', params: ({ event }) => ({ favourites: event.output }) },
            },
            onError: 'idle',
          },
        },
      },
    },
  },
});
