import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../rules/errorMessage';
import type { ResourceContext, ResourceEvent, ResourceInput } from './types';

/**
 * Data a page reads from the API (an order, the subscriptions, the recommended products, the
 * customer's data…): loading, loaded or failed with the Spanish message of docs/product.md#errores and
 * 'Reintentar'. A reload keeps what was loaded on screen while it asks again; leaving the page
 * stops the machine and with it the request (the `load` actor gets an AbortSignal).
 *
 * `load` is declared here and implemented once by src (src/app/resources.ts): the input says
 * which call (`source`) and with what (`params`).
 */

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as ResourceInput,
  },
  actors: {
    /** src: the call named by `source`; rejects with the Spanish message of docs/product.md#errores. */
    load: fromPromise<unknown, { source: string; params: unknown }>(async () => {
      throw new Error('not provided: load');
    }),
  },
  actions: {
    assignData: assign((_, params: { data: unknown }) => ({ data: params.data, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ source: input.source, params: input.params ?? null, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Pide los datos a la API; lo que ya se mostraba sigue en pantalla',
      tags: 'loading',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ source: context.source, params: context.params }),
        onDone: { target: 'loaded', actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      description: 'Muestra los datos',
      on: { 'resource.reloadRequested': 'loading' },
    },
    failed: {
      description: "No se pudieron cargar: el mensaje de error y 'Reintentar'",
      on: { 'resource.retryRequested': 'loading', 'resource.reloadRequested': 'loading' },
    },
  },
});
