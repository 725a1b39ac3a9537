import { assign, setup } from 'xstate';
import { canOfferCoupon, type PromotionConditions } from '../rules/promotion';
import type { ShellContext, ShellEvent, ShellInput } from './types';

/**
 * The storefront's shell (src/layout/Layout.tsx, HeaderContainer.tsx): what is open around the
 * page, four regions side by side.
 *
 * - sideMenu: closed ⇄ open; a navigation closes it (the chosen link has done its job).
 * - locationDialog: closed ⇄ open; 'Cambiar' in the city tooltip opens it too. Open, it first offers
 *   (per session and cart: machines/location selectLocationDialogMode), then lists the cities
 *   (choosingCity, which asks the location for them); the location's applied city closes it.
 * - promotion: waiting until the registration popup's rule first applies (a guest who accepted
 *   cookies, off /registro, /login, /mantenimiento), then started for good: the popup's own
 *   machine (machines/registrationPopup) takes over, and while it asks or shows, it is active.
 * - cityPrompt: unanswered until 'Mantener' or 'Cambiar' (remembered for the visit), or until
 *   the layout finds an answer this visit already gave (storage, read after hydration).
 *
 * Whether the tooltip shows also needs the location and the overlay: selectCityPromptVisit.
 */
/** The page shown is one of the popup rule's facts. */
const followPage = {
  type: 'assignConditions',
  params: ({ event }: { event: Extract<ShellEvent, { type: 'shell.navigated' }> }) => ({ path: event.path }),
} as const;

export const shellMachine = setup({
  types: {
    input: {} as ShellInput,
    context: {} as ShellContext,
    events: {} as ShellEvent,
  },
  guards: {
    /** A guest who accepted cookies, on a page where the registration popup is not in the way. */
    canOfferCoupon: ({ context }) => canOfferCoupon(context.conditions),
  },
  actions: {
    /** src: keeps the answer for the visit (the tab, and with consent the browser session). */
    rememberCityAnswer: () => {},
    /** src: asks the storefront's location for the offered cities (location.citiesRequested; another actor system). */
    requestCities: () => {},
    assignConditions: assign(({ context }, params: Partial<PromotionConditions>) => ({
      conditions: { ...context.conditions, ...params },
    })),
  },
}).createMachine({
  id: 'shell',
  type: 'parallel',
  context: ({ input }) => ({ conditions: { isGuest: input.isGuest, cookiesAccepted: input.cookiesAccepted, path: input.path } }),
  // The facts are followed in every state: the popup's rule reads them the moment they apply.
  on: {
    'shell.navigated': { actions: followPage },
    'shell.audienceChanged': {
      actions: {
        type: 'assignConditions',
        params: ({ event }) => ({ isGuest: event.isGuest, cookiesAccepted: event.cookiesAccepted }),
      },
    },
  },
  states: {
    sideMenu: {
      initial: 'closed',
      states: {
        closed: { on: { 'shell.menuOpened': 'open' } },
        // The open menu takes the navigation itself (a deeper handler wins): it follows the page as well.
        open: { on: { 'shell.menuClosed': 'closed', 'shell.navigated': { target: 'closed', actions: followPage } } },
      },
    },
    locationDialog: {
      initial: 'closed',
      states: {
        closed: { on: { 'shell.locationOpened': 'open', 'shell.cityChangeChosen': 'open' } },
        open: {
          initial: 'offering',
          // Closed by the customer, or by the location once the chosen city is applied (the dialog has done its job).
          on: { 'shell.locationClosed': 'closed', 'shell.cityApplied': 'closed' },
          states: {
            /** What the session and cart allow: another city, or city or address, or why neither. */
            offering: { on: { 'shell.cityChoiceOpened': 'choosingCity' } },
            /** The offered cities, listed at once and narrowed as the customer types. */
            choosingCity: { entry: 'requestCities' },
          },
        },
      },
    },
    promotion: {
      initial: 'waiting',
      states: {
        /** The popup (its machine, effects and view) is not loaded before its rule first applies. */
        waiting: { always: { guard: 'canOfferCoupon', target: 'started' } },
        /** Loaded for the rest of the visit; its own machine decides whether anything is shown. */
        started: {
          initial: 'quiet',
          states: {
            quiet: { on: { 'shell.promotionAsked': 'active' } },
            /** The popup asks the API or is on screen: the city tooltip waits. */
            active: { on: { 'shell.promotionSettled': 'quiet' } },
          },
        },
      },
    },
    cityPrompt: {
      initial: 'unread',
      states: {
        /**
         * This visit's answer is kept where only the browser reads it (the tab's storage, the browser
         * session's cookie): until it has been read nothing is asked, so the server's page, which
         * already names the city, never shows the prompt to a visitor who has answered.
         */
        unread: {
          on: {
            'shell.cityAnswerRestored': 'answered',
            'shell.cityAnswerMissing': 'unanswered',
          },
        },
        unanswered: {
          on: {
            'shell.cityAnswerRestored': 'answered',
            'shell.cityKept': { target: 'answered', actions: 'rememberCityAnswer' },
            'shell.cityChangeChosen': { target: 'answered', actions: 'rememberCityAnswer' },
          },
        },
        /** Answered for the rest of the visit. */
        answered: {},
      },
    },
  },
});
