import { assign, fromPromise, setup } from 'xstate';
import { checkForm, refusalOf, type FormKind } from '../rules/accountForms';
import type { ProviderLink } from '../session/types';
import type { FormContext, FormEvent, FormInput } from './types';

/**
 * An account form (registro, recuperar-contrasena and its new password, mi-cuenta's data and
 * password, calificar-pedido): editing → validating (the shared zod schema the server applies
 * too, machines/rules/accountForms.ts) → submitting → submitted, or back to editing with the
 * messages under the fields and above the form. A refusal, the form's or the API's, counts one
 * more `refusals` so the view can take the focus to the first marked field. Editing a field
 * forgets its message. While submitting, another submit is ignored (one request).
 *
 * `submit` and `announceSubmitted` are implemented by src (src/features/account/accountForms.ts): the call of
 * each kind of form, and what follows a success (the session signs in, a notice…).
 */

/** The values sent: what the customer typed, and the provider account to link when there is one. */
function withProviderLink(values: unknown, link: ProviderLink | null): unknown {
  if (link === null || values === null || typeof values !== 'object') return values;
  return { ...values, proveedor: link.proveedor, id_token: link.id_token, ...(link.nonce ? { nonce: link.nonce } : {}) };
}

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
  },
  actors: {
    /** src: the form's call with the validated body; rejects with the API's refusal. */
    submit: fromPromise<unknown, { kind: FormKind; body: unknown }>(async () => {
      throw new Error('not provided: submit');
    }),
  },
  guards: {
    areValuesValid: ({ context }) => checkForm(context.kind, context.values).ok,
    hasProviderLink: ({ context }) => context.providerLink !== null,
  },
  actions: {
    /** src: what follows a success (session.registered, session.accountUpdated and a notice, a notice and logout…). */
    announceSubmitted: (_, _params: { kind: FormKind; result: unknown }) => {},
    /** src: forgets the pending provider link (sessionStorage), so a reload does not bring it back. */
    forgetProviderLink: () => {},
    assignValues: assign(({ context }, params: { values: unknown }) => ({
      values: withProviderLink(params.values, context.providerLink),
    })),
    dropProviderLink: assign({ providerLink: null }),
    refuseLocally: assign(({ context }) => {
      const check = checkForm(context.kind, context.values);
      return check.ok ? {} : { formError: check.formError, fieldErrors: check.fieldErrors, refusals: context.refusals + 1 };
    }),
    clearErrors: assign({ formError: null, fieldErrors: {} }),
    assignResult: assign((_, params: { result: unknown }) => ({ result: params.result, formError: null, fieldErrors: {} })),
    refuseByServer: assign(({ context }, params: { error: unknown }) => ({
      ...refusalOf(context.kind, params.error),
      refusals: context.refusals + 1,
    })),
    forgetFieldError: assign(({ context }, params: { field: string }) =>
      context.fieldErrors[params.field] === undefined
        ? {}
        : { fieldErrors: { ...context.fieldErrors, [params.field]: undefined } },
    ),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    kind: input.kind,
    values: null,
    formError: null,
    fieldErrors: {},
    result: null,
    refusals: 0,
    providerLink: input.providerLink ?? null,
  }),
  initial: 'editing',
  on: {
    'form.fieldEdited': { actions: { type: 'forgetFieldError', params: ({ event }) => ({ field: event.field }) } },
  },
  states: {
    editing: {
      description: 'El cliente llena el formulario; los mensajes de la última negativa siguen bajo sus campos',
      on: {
        'form.submitted': {
          target: 'validating',
          actions: { type: 'assignValues', params: ({ event }) => ({ values: event.values }) },
        },
        // Not while a registration is on its way: what is sent already links the account.
        'form.providerLinkDropped': { guard: 'hasProviderLink', actions: ['dropProviderLink', 'forgetProviderLink'] },
      },
    },
    validating: {
      description: 'Revisa los campos con las reglas que también aplica el servidor',
      always: [
        { guard: 'areValuesValid', target: 'submitting', actions: 'clearErrors' },
        { target: 'editing', actions: 'refuseLocally' },
      ],
    },
    submitting: {
      description: 'Envía el formulario; otro envío espera a la respuesta',
      tags: 'busy',
      invoke: {
        src: 'submit',
        input: ({ context }) => {
          const check = checkForm(context.kind, context.values);
          return { kind: context.kind, body: check.ok ? check.body : null };
        },
        onDone: {
          target: 'submitted',
          actions: [
            { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'announceSubmitted', params: ({ context, event }) => ({ kind: context.kind, result: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'refuseByServer', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitted: {
      description: 'La API aceptó: se muestra lo que respondió (y el formulario se puede enviar de nuevo)',
      on: {
        'form.submitted': {
          target: 'validating',
          actions: { type: 'assignValues', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
  },
});
