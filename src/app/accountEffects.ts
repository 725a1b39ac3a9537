import { fromPromise } from 'xstate';
import { formMachine } from '../../machines/form';
import { orderDetailMachine } from '../../machines/orderDetail';
import { orderHistoryMachine } from '../../machines/orderHistory';
import { preferencesMachine } from '../../machines/preferences';
import { resourceMachine } from '../../machines/resource';
import { subscriptionsMachine } from '../../machines/subscriptions';
import { reorderMachine } from '../../machines/reorder';
import { ORDER_SUCCESS_TYPE } from '../../machines/constants';
import type { FormKind } from '../../machines/rules/accountForms';
import type { Account, RatingParams, SessionAnswer } from '../../machines/schemas';
import { selectToken } from '../../machines/session';
import { accountPages } from '../../machines/screenTexts/accountPages';
import { identityTexts } from '../../machines/screenTexts/identity';
import { ratingTexts } from '../../machines/screenTexts/rating';
import { api } from '../api/endpoints';
import { providerSignIn } from '../storage/providerSignIn';
import { navigate } from './navigation';
import { notify } from './notifications';
import { clientRefs } from './storefront';

/**
 * The account machines' effects (machines/resource, orderHistory, orderDetail, form, subscriptions,
 * preferences; favourites in ./favourites.ts, for the product page), implemented once for the browser like src/app/effects.ts does for
 * the storefront. The token is read from the session when a call starts (a refreshed token is
 * used by the next call without loading anything again).
 */

export const token = () => selectToken(clientRefs().session.getSnapshot());
const session = () => clientRefs().session;
export const shared = { notify: (_: unknown, params: Parameters<typeof notify>[0]) => notify(params) };

type Options = { signal: AbortSignal; token: string | null };
/** A page's own call (the tracked orders), when it is not one of the named ones below. */
export type Loader<T = unknown> = (options: Options) => Promise<T>;

/** The calls a `resource` machine can make, by `source`. */
const loaders: Record<string, (params: never, o: Options) => Promise<unknown>> = {
  orderDetail: (p: { pedido: number }, o) => api.orderDetail(p.pedido, o),
  recommended: (p: { pdv: string; limite: number }, o) => api.recommended(p.pdv, p.limite, o),
  account: (_: null, o) => api.account(o),
  resetTokenStatus: (p: { token: string }, o) => api.resetTokenStatus(p.token, o),
  custom: (load: Loader, o) => load(o),
};

export const providedResource = resourceMachine.provide({
  actors: {
    load: fromPromise(({ input, signal }) => {
      const load = loaders[input.source];
      if (!load) throw new Error(`resource: unknown source ${input.source}`);
      return load(input.params as never, { signal, token: token() });
    }),
  },
});

export const providedOrderHistory = orderHistoryMachine.provide({
  actors: { loadPage: fromPromise(({ input, signal }) => api.myOrders(input.page, input.pageSize, { signal, token: token() })) },
});

export const providedOrderDetail = orderDetailMachine.provide({
  actors: {
    loadOrder: fromPromise(({ input, signal }) => api.orderDetail(input.pedido, { signal, token: token() })),
    cancelOrder: fromPromise(({ input, signal }) => api.cancelOrder(input.pedido, { signal, token: token() })),
    changeSubscription: fromPromise(({ input, signal }) => api.changeSubscription(input, { signal, token: token() })),
  },
  actions: shared,
});

/** Each account form's call. */
const submitters: Record<FormKind, (body: never, signal: AbortSignal) => Promise<unknown>> = {
  registration: (body: Parameters<typeof api.register>[0], signal) => api.register(body, { signal }),
  passwordRecovery: (body: Parameters<typeof api.recoverPassword>[0], signal) => api.recoverPassword(body, { signal }),
  passwordReset: (body: Parameters<typeof api.resetPassword>[0], signal) => api.resetPassword(body, { signal }),
  accountUpdate: (body: Parameters<typeof api.updateAccount>[0], signal) => api.updateAccount(body, { signal, token: token() }),
  passwordChange: (body: Parameters<typeof api.changePassword>[0], signal) =>
    api.changePassword(body, { signal, token: token() }),
  // docs/product.md#llamadas: anything but tipo 'S' is 'Hubo un error enviando la PQR' (the form machine's refusal for a rating).
  rating: async (body: RatingParams, signal) => {
    const answer = await api.rateOrder(body, { signal, token: token() });
    if (answer.tipo !== ORDER_SUCCESS_TYPE) throw new Error(ratingTexts.failed);
    return answer;
  },
};

/** What follows each form's success. */
function announceSubmitted(kind: FormKind, result: unknown): void {
  if (kind === 'registration') {
    providerSignIn.forgetLink();
    session().send({ type: 'session.registered', answer: result as SessionAnswer });
  } else if (kind === 'accountUpdate') {
    const account = result as Account;
    session().send({
      type: 'session.accountUpdated',
      account: {
        nombres: account.nombres,
        apellidos: account.apellidos,
        telefono2: account.telefono2,
        direccion: account.direccion,
      },
    });
    notify({ level: 'success', message: identityTexts.accountSaved });
  } else if (kind === 'passwordChange') {
    // Changing the password ends every session of the customer (server): a notice, then logout.
    notify({ level: 'success', message: accountPages.passwordChangedSignIn, modal: true });
    session().send({ type: 'session.logoutRequested' });
  }
}

export const providedForm = formMachine.provide({
  actors: { submit: fromPromise(({ input, signal }) => submitters[input.kind](input.body as never, signal)) },
  actions: {
    announceSubmitted: (_, params) => announceSubmitted(params.kind, params.result),
    forgetProviderLink: () => providerSignIn.forgetLink(),
  },
});

export const providedSubscriptions = subscriptionsMachine.provide({
  actors: {
    loadSubscriptions: fromPromise(({ input, signal }) => api.subscriptions(input.document, { signal, token: token() })),
    changeSubscription: fromPromise(({ input, signal }) => api.changeSubscription(input, { signal, token: token() })),
    changeSchedule: fromPromise(({ input, signal }) => api.changeSchedule(input, { signal, token: token() })),
  },
  actions: shared,
});

/** Reorder (machines/reorder): the order read with the customer's token, its lines handed to the storefront's cart by event. */
export const providedReorder = reorderMachine.provide({
  actors: { loadOrder: fromPromise(({ input, signal }) => api.orderDetail(input.pedido, { signal, token: token() })) },
  actions: {
    ...shared,
    navigate: (_, params) => navigate(params),
    sendToCart: (_, event) => clientRefs().cart.send(event),
  },
});

export const providedPreferences = preferencesMachine.provide({
  actors: {
    loadPreferences: fromPromise(({ signal }) => api.preferences({ signal, token: token() })),
    savePreference: fromPromise(({ input, signal }) => api.savePreference(input, { signal, token: token() })),
  },
  actions: {
    ...shared,
    announceMaintenance: (_, params) => clientRefs().boot.send({ type: 'boot.maintenanceSwitched', on: params.on }),
  },
});
