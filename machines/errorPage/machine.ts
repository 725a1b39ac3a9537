import { assign, setup } from 'xstate';
import { RATE_LIMIT_COUNTDOWN_TICK_MS, RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS } from '../constants';
import type { ErrorPageContext, ErrorPageEvent, HttpFailure } from './types';

/**
 * The full error page raised by API answers (docs/product.md#pantallas-y-rutas "Error page by status", docs/product.md#estados-y-transiciones "Rate limit
 * (429)", docs/product.md#errores 429 and 500+).
 *
 * - 429 from a get or post: 'Espera un momento', a spinner and a countdown of the
 *   Retry-After seconds (RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS without one), one second per
 *   COUNTDOWN_TICK, then the page reloads. In maintenance a 429 is shown as 503.
 * - 400, 403 or 405 on a read, or a screen that broke while drawing itself: 'Ha ocurrido un
 *   error' with Volver (docs/product.md#pantallas-y-rutas "Otherwise").
 * - 500 or higher on a read: 'Estamos en Mantenimiento' with Volver. A failed send (post)
 *   keeps its form and shows the same docs/product.md#errores message there, so nothing typed is lost; in
 *   maintenance the maintenance page already says it.
 *
 * src (src/api/http.ts) reports every failed API answer with `errorPage.httpFailed`; the
 * Layout shows the page instead of the route's content while one is raised.
 */

/** The status shown for maintenance (docs/product.md#estados-y-transiciones: a 429 in maintenance is shown as 503). */
export const MAINTENANCE_STATUS = 503;
/**
 * What the page is raised with when the failure has no HTTP status (a screen that broke while
 * drawing itself): any status the page does not name shows 'Ha ocurrido un error' (docs/product.md#pantallas-y-rutas "Otherwise").
 */
export const UNEXPECTED_ERROR_STATUS = 0;
/**
 * Answers no read (GET) expects: a malformed request (400), a forbidden one (403) or a method the
 * route does not have (405). 401 (the session), 404 (the screen's own "not found"), 408/409/422
 * and 429 are handled where they happen.
 */
export const UNEXPECTED_READ_STATUSES: readonly number[] = [400, 403, 405];
const isServerStatus = (status: number) => status >= 500;
const isReadMethod = (method: string) => method.toUpperCase() === 'GET';

export const errorPageMachine = setup({
  types: {
    context: {} as ErrorPageContext,
    events: {} as ErrorPageEvent,
  },
  delays: {
    COUNTDOWN_TICK: RATE_LIMIT_COUNTDOWN_TICK_MS,
  },
  guards: {
    isRateLimitedInMaintenance: (_, f: HttpFailure) => f.status === 429 && f.inMaintenance,
    isRateLimited: (_, f: HttpFailure) => f.status === 429,
    isServerErrorOnRead: (_, f: HttpFailure) => isServerStatus(f.status) && isReadMethod(f.method) && !f.inMaintenance,
    /** docs/product.md#pantallas-y-rutas "Otherwise": a read answered with a status no screen expects (not in maintenance, where the API answers 503). */
    isUnexpectedOnRead: (_, f: HttpFailure) =>
      UNEXPECTED_READ_STATUSES.includes(f.status) && isReadMethod(f.method) && !f.inMaintenance,
    isCountdownOver: ({ context }) => context.secondsLeft <= 0,
  },
  actions: {
    /** src: reloads the page. */
    reloadPage: () => {},
    /** src: history back. */
    goBack: () => {},
    assignStatus: assign((_, params: { status: number }) => ({ status: params.status })),
    startCountdown: assign((_, params: { retryAfterSeconds: number | null }) => ({
      status: 429,
      secondsLeft: Math.max(0, Math.ceil(params.retryAfterSeconds ?? RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS)),
    })),
    countOneSecond: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    clear: assign({ status: null, secondsLeft: 0 }),
  },
}).createMachine({
  id: 'errorPage',
  context: { status: null, secondsLeft: 0 },
  initial: 'none',
  states: {
    none: {
      description: 'Ninguna página de error: se ve la página pedida',
      on: {
        // First matching rule wins, as in docs/product.md#estados-y-transiciones and docs/product.md#errores.
        'errorPage.httpFailed': [
          {
            guard: { type: 'isRateLimitedInMaintenance', params: ({ event }) => event },
            target: 'serverError',
            actions: { type: 'assignStatus', params: { status: MAINTENANCE_STATUS } },
          },
          {
            guard: { type: 'isRateLimited', params: ({ event }) => event },
            target: 'rateLimited',
            actions: { type: 'startCountdown', params: ({ event }) => ({ retryAfterSeconds: event.retryAfterSeconds }) },
          },
          {
            guard: { type: 'isServerErrorOnRead', params: ({ event }) => event },
            target: 'serverError',
            actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.status }) },
          },
          {
            guard: { type: 'isUnexpectedOnRead', params: ({ event }) => event },
            target: 'unexpectedError',
            actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.status }) },
          },
        ],
        // src: the route's content threw while rendering (an error boundary caught it).
        'errorPage.crashed': {
          target: 'unexpectedError',
          actions: { type: 'assignStatus', params: { status: UNEXPECTED_ERROR_STATUS } },
        },
      },
    },
    /** 'Espera un momento': one second less every COUNTDOWN_TICK, then the reload. */
    rateLimited: {
      description: "'Espera un momento' con la cuenta regresiva",
      always: { guard: 'isCountdownOver', target: 'reloading' },
      after: { COUNTDOWN_TICK: { target: 'rateLimited', reenter: true, actions: 'countOneSecond' } },
    },
    reloading: {
      description: 'Recarga la página',
      entry: 'reloadPage',
    },
    /** 'Ha ocurrido un error', 'Algo salió mal. Por favor, intenta nuevamente.' with Volver (docs/product.md#pantallas-y-rutas); going elsewhere leaves it too. */
    unexpectedError: {
      description: "'Ha ocurrido un error' con Volver",
      on: {
        'errorPage.backRequested': { target: 'none', actions: ['clear', 'goBack'] },
        'errorPage.navigated': { target: 'none', actions: 'clear' },
      },
    },
    /** 'Estamos en Mantenimiento' with Volver; going elsewhere leaves it too. */
    serverError: {
      description: "'Estamos en Mantenimiento' con Volver",
      on: {
        'errorPage.backRequested': { target: 'none', actions: ['clear', 'goBack'] },
        'errorPage.navigated': { target: 'none', actions: 'clear' },
      },
    },
  },
});
