import { assign, fromPromise, raise, setup } from 'xstate';
import { MAINTENANCE_PREFERENCE_KEY, MAINTENANCE_PREFERENCE_ON, POPUP_IMAGE_PREFERENCE_KEY } from '../constants';
import { messages } from '../messages';
import { errorMessageOf } from '../rules/errorMessage';
import { preferenceUpdateBodySchema, type Preference } from '../schemas';
import { listPages } from '../screenTexts/listPages';
import type { NotifyParams } from '../system';
import type { PreferencesContext, PreferencesEvent } from './types';

/**
 * /preferencias (administrators, docs/product.md#estados-y-transiciones, docs/product.md#roles): the maintenance switch and the popup image of
 * channel 2. Turning maintenance on closes the shop for customers, so it asks first; turning it
 * off does not. The popup image is checked with the rule the server applies (preference body)
 * before it is sent. Each card says 'Guardado' or why not; after a save the list is read again.
 * The two cards are independent regions: saving one does not wait for the other.
 */

const popupBody = (value: string) => preferenceUpdateBodySchema.safeParse({ llave: POPUP_IMAGE_PREFERENCE_KEY, valor: value });

export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
  },
  actors: {
    /** src: the preferences of channel 2. */
    loadPreferences: fromPromise<Preference[], void>(async () => {
      throw new Error('not provided: loadPreferences');
    }),
    /** src: POST guardarvalor with the administrator's token. */
    savePreference: fromPromise<unknown, { llave: string; valor: string }>(async () => {
      throw new Error('not provided: savePreference');
    }),
  },
  guards: {
    isTurningOn: (_, params: { on: boolean }) => params.on,
    isPopupImageValid: (_, params: { value: string }) => popupBody(params.value).success,
  },
  actions: {
    /** src: a toast. */
    notify: (_, _params: NotifyParams) => {},
    assignPreferences: assign((_, params: { preferences: Preference[] }) => ({ preferences: params.preferences, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
    wantMaintenance: assign((_, params: { on: boolean }) => ({ maintenanceWanted: params.on, maintenanceOutcome: null })),
    maintenanceSaved: assign(({ context }) => ({
      maintenanceSaved: context.maintenanceWanted,
      maintenanceOutcome: { ok: true } as const,
    })),
    maintenanceFailed: assign((_, params: { error: unknown }) => ({
      maintenanceOutcome: { ok: false, error: errorMessageOf(params.error) } as const,
    })),
    wantPopup: assign((_, params: { value: string }) => ({ popupWanted: params.value, popupOutcome: null })),
    refusePopup: assign((_, params: { value: string }) => {
      const body = popupBody(params.value);
      return {
        popupOutcome: body.success ? null : ({ ok: false, error: body.error.issues[0]?.message ?? messages.http.other } as const),
      };
    }),
    popupSaved: assign({ popupOutcome: { ok: true } as const }),
    popupFailed: assign((_, params: { error: unknown }) => ({
      popupOutcome: { ok: false, error: errorMessageOf(params.error) } as const,
    })),
    forgetPopupOutcome: assign({ popupOutcome: null }),
    announceSaved: raise({ type: 'preferences.saved' }),
    /** src: tells the storefront's boot (`boot.maintenanceSwitched`): switched off, the status is asked again and the shop opens. */
    announceMaintenance: (_, _params: { on: boolean }) => {},
  },
}).createMachine({
  id: 'preferences',
  context: {
    preferences: null,
    error: null,
    maintenanceSaved: null,
    maintenanceWanted: false,
    maintenanceOutcome: null,
    popupWanted: '',
    popupOutcome: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Pide las preferencias del canal 2',
      invoke: {
        src: 'loadPreferences',
        onDone: {
          target: 'ready',
          actions: { type: 'assignPreferences', params: ({ event }) => ({ preferences: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: "No se pudieron cargar: el mensaje y 'Reintentar'",
      on: { 'preferences.retryRequested': 'loading' },
    },
    ready: {
      description: 'Muestra el interruptor de mantenimiento y la imagen del popup',
      type: 'parallel',
      states: {
        list: {
          initial: 'shown',
          states: {
            shown: {
              description: 'La lista leída',
              on: { 'preferences.saved': 'reloading' },
            },
            reloading: {
              description: 'Vuelve a leer la lista tras guardar',
              on: { 'preferences.saved': { target: 'reloading', reenter: true } },
              invoke: {
                src: 'loadPreferences',
                onDone: {
                  target: 'shown',
                  actions: { type: 'assignPreferences', params: ({ event }) => ({ preferences: event.output }) },
                },
                onError: 'shown',
              },
            },
          },
        },
        maintenance: {
          initial: 'idle',
          states: {
            idle: {
              description: 'El interruptor muestra si la tienda está en mantenimiento',
              on: {
                'maintenance.toggled': [
                  { guard: { type: 'isTurningOn', params: ({ event }) => event }, target: 'confirming' },
                  { target: 'saving', actions: { type: 'wantMaintenance', params: { on: false } } },
                ],
              },
            },
            confirming: {
              description: 'Encender el mantenimiento cierra la tienda: se pregunta antes',
              on: {
                'maintenance.confirmed': { target: 'saving', actions: { type: 'wantMaintenance', params: { on: true } } },
                'maintenance.dismissed': 'idle',
              },
            },
            saving: {
              description: 'Guarda el mantenimiento (S o N)',
              invoke: {
                src: 'savePreference',
                input: ({ context }) => ({
                  llave: MAINTENANCE_PREFERENCE_KEY,
                  valor: context.maintenanceWanted ? MAINTENANCE_PREFERENCE_ON : 'N',
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    'maintenanceSaved',
                    { type: 'notify', params: { level: 'success', message: listPages.saved } },
                    'announceSaved',
                    { type: 'announceMaintenance', params: ({ context }) => ({ on: context.maintenanceWanted }) },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'maintenanceFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        popup: {
          initial: 'idle',
          states: {
            idle: {
              description: 'El campo de la imagen del popup',
              on: {
                'popup.edited': { actions: 'forgetPopupOutcome' },
                'popup.saved': [
                  {
                    guard: { type: 'isPopupImageValid', params: ({ event }) => event },
                    target: 'saving',
                    actions: { type: 'wantPopup', params: ({ event }) => event },
                  },
                  { actions: { type: 'refusePopup', params: ({ event }) => event } },
                ],
              },
            },
            saving: {
              description: 'Guarda la imagen del popup',
              invoke: {
                src: 'savePreference',
                input: ({ context }) => ({ llave: POPUP_IMAGE_PREFERENCE_KEY, valor: context.popupWanted }),
                onDone: {
                  target: 'idle',
                  actions: [
                    'popupSaved',
                    { type: 'notify', params: { level: 'success', message: listPages.saved } },
                    'announceSaved',
                  ],
                },
                onError: { target: 'idle', actions: { type: 'popupFailed', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});
