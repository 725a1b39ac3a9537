import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../rules/errorMessage';
import {
  addressRefusalOf,
  checkAddressForm,
  defaultBodyOf,
  isAddressInCity,
  preferredChoice,
  type AddressFormValues,
} from '../rules/addressBook';
import { identityTexts } from '../screenTexts/identity';
import { addressBookTexts } from '../screenTexts/addressBook';
import type { NotifyParams } from '../system';
import type {
  AddressBookContext,
  AddressBookEvent,
  AddressBookInput,
  Confirmation,
  DeleteAddressInput,
  SavedAddress,
  SaveAddressInput,
} from './types';

/**
 * Mis Direcciones (/confirmar-ubicacion): the customer's saved addresses (GET/POST/PUT/DELETE
 * /api/usuarios/direcciones/{document}). Adding and editing open a dialog checked with the
 * schema the server applies; deleting asks first; any address can become the default. After a
 * change the list is read again and stays on screen meanwhile. The list also picks the order's
 * address: the default of the city is preselected, another of the city or a typed one can be
 * chosen (the location machine receives the chosen one when the customer confirms).
 */

const NOT_PROVIDED = (name: string) => new Error(`not provided: ${name}`);

/** The dialog's city: the edited address's, or the location's for a new one. */
const cityOfForm = (context: AddressBookContext): string => context.target?.ciudad ?? context.city ?? '';

const findAddress = (context: AddressBookContext, id: number): SavedAddress | null =>
  context.addresses?.find((a) => a.id === id) ?? null;

export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as AddressBookInput,
    tags: {} as 'busy',
  },
  actors: {
    /** src: GET /api/usuarios/direcciones/{document} (the default first). */
    loadAddresses: fromPromise<SavedAddress[], { document: string }>(async () => {
      throw NOT_PROVIDED('loadAddresses');
    }),
    /** src: POST /api/usuarios/direcciones/{document} (id null) or PUT …/{id}. */
    saveAddress: fromPromise<SavedAddress, SaveAddressInput>(async () => {
      throw NOT_PROVIDED('saveAddress');
    }),
    /** src: DELETE /api/usuarios/direcciones/{document}/{id}. */
    deleteAddress: fromPromise<Confirmation, DeleteAddressInput>(async () => {
      throw NOT_PROVIDED('deleteAddress');
    }),
  },
  guards: {
    /** The dialog's fields pass the schema the server applies (rules/addressBook.ts). */
    isAddressFormValid: ({ context }) =>
      context.values !== null && checkAddressForm(context.values, cityOfForm(context), context.target).ok,
    isSavedAddress: ({ context }, params: { id: number }) => findAddress(context, params.id) !== null,
    /** Only an address of the location's city can take the order. */
    isAddressOfCity: ({ context }, params: { id: number }) => {
      const address = findAddress(context, params.id);
      return address !== null && isAddressInCity(address, context.city);
    },
    /** Making the default the default again sends nothing. */
    isOtherThanDefault: ({ context }, params: { id: number }) => {
      const address = findAddress(context, params.id);
      return address !== null && !address.predeterminada;
    },
  },
  actions: {
    /** src: a toast. */
    notify: (_, _params: NotifyParams) => {},
    assignAddresses: assign(({ context }, params: { addresses: SavedAddress[]; prefer?: number }) => ({
      addresses: params.addresses,
      error: null,
      choice: preferredChoice(params.addresses, context.city, params.prefer ?? context.choice),
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
    assignTarget: assign(({ context }, params: { id: number | null }) => ({
      target: params.id === null ? null : findAddress(context, params.id),
    })),
    forgetTarget: assign({ target: null }),
    openForm: assign({ values: null, formError: null, fieldErrors: {} }),
    assignValues: assign((_, params: { values: AddressFormValues }) => ({ values: params.values })),
    refuseLocally: assign(({ context }) => {
      const check = context.values === null ? null : checkAddressForm(context.values, cityOfForm(context), context.target);
      return check === null || check.ok
        ? {}
        : { formError: check.formError, fieldErrors: check.fieldErrors, refusals: context.refusals + 1 };
    }),
    refuseByServer: assign(({ context }, params: { error: unknown }) => ({
      ...addressRefusalOf(params.error),
      refusals: context.refusals + 1,
    })),
    clearErrors: assign({ formError: null, fieldErrors: {} }),
    forgetFieldError: assign(({ context }, params: { field: string }) =>
      context.fieldErrors[params.field] === undefined
        ? {}
        : { fieldErrors: { ...context.fieldErrors, [params.field]: undefined } },
    ),
    /**
     * The API's answer is in the list at once (a failed re-read leaves it there), and an address of
     * the city just saved is the one the customer wants for the order now.
     */
    keepSaved: assign(({ context }, params: { saved: SavedAddress }) => {
      const others = (context.addresses ?? [])
        .filter((a) => a.id !== params.saved.id)
        .map((a) => (params.saved.predeterminada ? { ...a, predeterminada: false } : a));
      const addresses = params.saved.predeterminada ? [params.saved, ...others] : [...others, params.saved];
      const choice = isAddressInCity(params.saved, context.city)
        ? params.saved.id
        : preferredChoice(addresses, context.city, context.choice);
      return { addresses, choice };
    }),
    choose: assign((_, params: { choice: SavedAddress['id'] | 'typed' }) => ({ choice: params.choice })),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({
    document: input.document,
    city: input.city,
    addresses: null,
    error: null,
    choice: null,
    target: null,
    values: null,
    formError: null,
    fieldErrors: {},
    refusals: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Pide las direcciones guardadas del cliente',
      tags: 'busy',
      invoke: {
        src: 'loadAddresses',
        input: ({ context }) => ({ document: context.document }),
        onDone: { target: 'ready', actions: { type: 'assignAddresses', params: ({ event }) => ({ addresses: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: "No se pudieron cargar: el mensaje y 'Reintentar'",
      on: { 'addressBook.retryRequested': 'loading' },
    },
    ready: {
      description: 'Muestra las direcciones; la predeterminada de la ciudad queda elegida para el pedido',
      initial: 'idle',
      on: {
        'addressBook.addressChosen': {
          guard: { type: 'isAddressOfCity', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'choose', params: ({ event }) => ({ choice: event.id }) },
        },
        'addressBook.typedAddressChosen': { actions: { type: 'choose', params: { choice: 'typed' } } },
      },
      states: {
        idle: {
          description: 'Esperando al cliente',
          on: {
            'addressBook.addRequested': {
              target: 'editing',
              actions: [{ type: 'assignTarget', params: { id: null } }, 'openForm'],
            },
            'addressBook.editRequested': {
              guard: { type: 'isSavedAddress', params: ({ event }) => ({ id: event.id }) },
              target: 'editing',
              actions: [{ type: 'assignTarget', params: ({ event }) => ({ id: event.id }) }, 'openForm'],
            },
            'addressBook.deleteRequested': {
              guard: { type: 'isSavedAddress', params: ({ event }) => ({ id: event.id }) },
              target: 'confirmingDelete',
              actions: { type: 'assignTarget', params: ({ event }) => ({ id: event.id }) },
            },
            'addressBook.defaultRequested': {
              guard: { type: 'isOtherThanDefault', params: ({ event }) => ({ id: event.id }) },
              target: 'settingDefault',
              actions: { type: 'assignTarget', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        editing: {
          description:
            'El diálogo de la dirección (nueva o a editar) está abierto; los mensajes de la última negativa bajo sus campos',
          on: {
            'addressBook.formSubmitted': {
              target: 'validating',
              actions: { type: 'assignValues', params: ({ event }) => ({ values: event.values }) },
            },
            'addressBook.fieldEdited': { actions: { type: 'forgetFieldError', params: ({ event }) => ({ field: event.field }) } },
            'addressBook.formDismissed': { target: 'idle', actions: 'forgetTarget' },
          },
        },
        validating: {
          description: 'Revisa los campos con las reglas que también aplica el servidor',
          always: [
            { guard: 'isAddressFormValid', target: 'saving', actions: 'clearErrors' },
            { target: 'editing', actions: 'refuseLocally' },
          ],
        },
        saving: {
          description: 'Guarda la dirección; otro envío espera a la respuesta',
          tags: 'busy',
          invoke: {
            src: 'saveAddress',
            input: ({ context }) => {
              const check = checkAddressForm(context.values!, cityOfForm(context), context.target);
              return {
                document: context.document,
                id: context.target?.id ?? null,
                body: check.ok ? (check.body as SaveAddressInput['body']) : (null as never),
              };
            },
            onDone: {
              target: 'reloading',
              actions: [
                { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) },
                { type: 'notify', params: { level: 'success', message: identityTexts.addressSaved } },
              ],
            },
            onError: { target: 'editing', actions: { type: 'refuseByServer', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingDelete: {
          description: '¿Eliminar la dirección? Sí, eliminar / No, mantener',
          on: {
            'addressBook.deleteConfirmed': 'deleting',
            'addressBook.deleteDismissed': { target: 'idle', actions: 'forgetTarget' },
          },
        },
        deleting: {
          description: 'Pide borrar la dirección',
          tags: 'busy',
          invoke: {
            src: 'deleteAddress',
            input: ({ context }) => ({ document: context.document, id: context.target!.id }),
            onDone: {
              target: 'reloading',
              actions: { type: 'notify', params: { level: 'success', message: identityTexts.addressDeleted } },
            },
            onError: {
              target: 'idle',
              actions: [
                'forgetTarget',
                {
                  type: 'notify',
                  params: ({ event }) => ({
                    level: 'error',
                    message: errorMessageOf(event.error, addressBookTexts.changeFailed),
                  }),
                },
              ],
            },
          },
        },
        settingDefault: {
          description: 'Marca la dirección como predeterminada',
          tags: 'busy',
          invoke: {
            src: 'saveAddress',
            input: ({ context }) => ({
              document: context.document,
              id: context.target!.id,
              body: defaultBodyOf(context.target!),
            }),
            onDone: {
              target: 'reloading',
              actions: { type: 'notify', params: { level: 'success', message: addressBookTexts.defaultSaved } },
            },
            onError: {
              target: 'idle',
              actions: [
                'forgetTarget',
                {
                  type: 'notify',
                  params: ({ event }) => ({
                    level: 'error',
                    message: errorMessageOf(event.error, addressBookTexts.changeFailed),
                  }),
                },
              ],
            },
          },
        },
        reloading: {
          description: 'Vuelve a leer las direcciones; la lista sigue en pantalla',
          exit: 'forgetTarget',
          invoke: {
            src: 'loadAddresses',
            input: ({ context }) => ({ document: context.document }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignAddresses', params: ({ event }) => ({ addresses: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ level: 'error', message: errorMessageOf(event.error, addressBookTexts.changeFailed) }),
              },
            },
          },
        },
      },
    },
  },
});
