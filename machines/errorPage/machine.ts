import { assign, setup } from 'xstate';
import { RATE_LIMIT_COUNTDOWN_TICK_MS, RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS } from '../constants';
import type { ErrorPageContext, ErrorPageEvent, HttpFailure } from './types';

/**
 * The full error page raised by API answers (spec §2 "Error page by status", §4 "Rate limit
 * (429)", §8 429 and 500+).
 *
 * - 429 from a get or post: 'Espera un momento', a spinner and a countdown of the
 *   Retry-After seconds (RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS without one), one second per
 *   COUNTDOWN_TICK, then the page reloads. In maintenance a 429 is shown as 503.
 * - 500 or higher on a read: 'Estamos en Mantenimiento' with Volver. A failed send (post)
 *   keeps its form and shows the same §8 message there, so nothing typed is lost; in
 *   maintenance the maintenance page already says it.
 *
 * src (src/api/http.ts) reports every failed API answer with `errorPage.httpFailed`; the
 * Layout shows the page instead of the route's content while one is raised.
 */

/** The status shown for maintenance (spec §4: a 429 in maintenance is shown as 503). */
export const MAINTENANCE_STATUS = 503;
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
      on: {
        // First matching rule wins, as in spec §4 and §8.
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
        ],
      },
    },
    /** 'Espera un momento': one second less every COUNTDOWN_TICK, then the reload. */
    rateLimited: {
      always: { guard: 'isCountdownOver', target: 'reloading' },
      after: { COUNTDOWN_TICK: { target: 'rateLimited', reenter: true, actions: 'countOneSecond' } },
    },
    reloading: {
      entry: 'reloadPage',
    },
    /** 'Estamos en Mantenimiento' with Volver; going elsewhere leaves it too. */
    serverError: {
      on: {
        'errorPage.backRequested': { target: 'none', actions: ['clear', 'goBack'] },
        'errorPage.navigated': { target: 'none', actions: 'clear' },
      },
    },
  },
});
