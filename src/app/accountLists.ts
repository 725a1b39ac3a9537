import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectIsConfirmingMaintenance,
  selectIsSavingMaintenance,
  selectIsSavingPopup,
  selectMaintenanceOn,
  selectMaintenanceOutcome,
  selectPopupImage,
  selectPopupOutcome,
  selectPreferences,
  selectPreferencesError,
} from '../../machines/preferences';
import {
  selectCancelOrder,
  selectIsCancellingSubscription,
  selectIsChangingSchedule,
  selectScheduleChange,
  selectScheduleChangeError,
  selectScheduleChangesOffered,
  selectSavingOrder,
  selectSubscriptions,
  selectSubscriptionsError,
  type SubscriptionsSnapshot,
} from '../../machines/subscriptions';
import type { Preference, Product, ScheduleChange, Subscription } from '../../machines/schemas';
import { selectDocument } from '../../machines/session';
import { providedPreferences, providedSubscriptions } from './accountEffects';
import { useResource, type ApiResource } from './apiResource';
import { useSalesPointCode } from './favourites';
import { useSession } from './hooks';

/**
 * The signed-in customer's lists (docs/api/endpoints.md "Account"): subscriptions, recommended
 * products, and the administrator's preferences, each read from its machine (machines/
 * subscriptions, resource, preferences; favourites: ./favourites.ts). Pages read these hooks and
 * send intentions; the rules (what counts as success, which text to show, what a valid preference
 * is) live in machines/.
 */

export { useFavourites, useSalesPointCode } from './favourites';

/** A list machine's data and failure as the list pages' <ListResource /> shows them. */
function listResource<T>(data: T | null, error: string | null, retry: () => void): ApiResource<T> {
  return {
    status: error !== null ? 'failed' : data === null ? 'loading' : 'ready',
    data,
    error,
    reload: retry,
  } as ApiResource<T>;
}

export type { SubscriptionOutcome } from '../../machines/subscriptions';

/** The customer's subscriptions, and changing (M) or cancelling (E) one (machines/subscriptions). */
export function useSubscriptions() {
  const document = useSession(selectDocument);
  const actor = useActorRef(providedSubscriptions, { input: { document } });
  const subscriptions = useSelector(actor, selectSubscriptions);
  const error = useSelector(actor, selectSubscriptionsError);
  const results = useSelector(actor, (s: SubscriptionsSnapshot) => s.context.results);
  const saving = useSelector(actor, selectSavingOrder);
  const toCancel = useSelector(actor, selectCancelOrder);
  const cancelling = useSelector(actor, selectIsCancellingSubscription);
  const scheduleChange = useSelector(actor, selectScheduleChange, (a, b) => a?.pedido === b?.pedido && a?.change === b?.change);
  const changingSchedule = useSelector(actor, selectIsChangingSchedule);
  const scheduleError = useSelector(actor, selectScheduleChangeError);
  // Only whether the machine is idle matters to the buttons (the list itself comes with `resource`).
  const idle = useSelector(actor, (s: SubscriptionsSnapshot) => s.matches({ ready: 'idle' }));
  const resource = useMemo(
    () => listResource<Subscription[]>(subscriptions, error, () => actor.send({ type: 'subscriptions.retryRequested' })),
    [actor, subscriptions, error],
  );
  return {
    resource,
    resultOf: (pedido: number) => results[pedido] ?? null,
    saving,
    toCancel,
    cancelling,
    /** The typed frequency is checked first (1 to 90 days, docs/product.md#reglas) and nothing is sent when it is out of range. */
    changeFrequency: (pedido: number, frequency: string) =>
      actor.send({ type: 'subscriptions.frequencySaved', pedido, frequency }),
    askCancel: (pedido: number) => actor.send({ type: 'subscriptions.cancelRequested', pedido }),
    confirmCancel: () => actor.send({ type: 'subscriptions.cancelConfirmed' }),
    keep: () => actor.send({ type: 'subscriptions.cancelDismissed' }),
    /** Pause, resume, skip the next order: the buttons the machine would take now (its guard's rule). */
    scheduleActionsOf: (subscription: Subscription): ScheduleChange[] =>
      idle ? selectScheduleChangesOffered(actor.getSnapshot(), subscription) : [],
    scheduleChange,
    changingSchedule,
    scheduleError,
    askScheduleChange: (pedido: number, change: ScheduleChange) =>
      actor.send({ type: 'subscriptions.changeAsked', pedido, change }),
    confirmScheduleChange: () => actor.send({ type: 'subscriptions.changeConfirmed' }),
    retryScheduleChange: () => actor.send({ type: 'subscriptions.retryRequested' }),
    dismissScheduleChange: () => actor.send({ type: 'subscriptions.changeDismissed' }),
  };
}

/** Recommended products at the current sales point; the token (when signed in) puts the customer's own favourites first. */
export function useRecommended(limite: number) {
  const pdv = useSalesPointCode();
  return useResource<Product[]>('recommended', { pdv, limite });
}

/** Channel 2 preferences and saving one of them with the administrator's token (machines/preferences). */
export function usePreferences() {
  const actor = useActorRef(providedPreferences);
  const preferences = useSelector(actor, selectPreferences);
  const error = useSelector(actor, selectPreferencesError);
  const resource = useMemo(
    () => listResource<Preference[]>(preferences, error, () => actor.send({ type: 'preferences.retryRequested' })),
    [actor, preferences, error],
  );
  return {
    resource,
    maintenance: {
      on: useSelector(actor, selectMaintenanceOn),
      busy: useSelector(actor, selectIsSavingMaintenance),
      confirming: useSelector(actor, selectIsConfirmingMaintenance),
      outcome: useSelector(actor, selectMaintenanceOutcome),
      toggle: (on: boolean) => actor.send({ type: 'maintenance.toggled', on }),
      confirm: () => actor.send({ type: 'maintenance.confirmed' }),
      dismiss: () => actor.send({ type: 'maintenance.dismissed' }),
    },
    popup: {
      value: useSelector(actor, selectPopupImage),
      busy: useSelector(actor, selectIsSavingPopup),
      outcome: useSelector(actor, selectPopupOutcome),
      save: (value: string) => actor.send({ type: 'popup.saved', value }),
      edited: () => actor.send({ type: 'popup.edited' }),
    },
  };
}

export type Preferences = ReturnType<typeof usePreferences>;
