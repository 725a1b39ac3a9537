import { useActorRef } from '@xstate/react';
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
  selectSubscriptionResults,
  selectIsSubscriptionsIdle,
} from '../../machines/subscriptions';
import type { Preference, Product, ScheduleChange, Subscription } from '../../machines/schemas';
import { selectDocument } from '../../machines/session';
import { providedPreferences, providedSubscriptions } from './accountEffects';
import { useResource, type ApiResource } from './apiResource';
import { useSalesPointCode } from '../features/favourites/favourites';
import { useSession } from './hooks';
import { useActorView, type ViewEquality } from './useActorView';

/**
 * The signed-in customer's lists (docs/api/endpoints.md "Account"): subscriptions, recommended
 * products, and the administrator's preferences, each read from its machine (machines/
 * subscriptions, resource, preferences; favourites: ./favourites.ts). Pages read these hooks and
 * send intentions; the rules (what counts as success, which text to show, what a valid preference
 * is) live in machines/.
 */

export { useFavourites, useSalesPointCode } from '../features/favourites/favourites';

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

const subscriptionsView = {
  subscriptions: selectSubscriptions,
  error: selectSubscriptionsError,
  results: selectSubscriptionResults,
  saving: selectSavingOrder,
  toCancel: selectCancelOrder,
  cancelling: selectIsCancellingSubscription,
  scheduleChange: selectScheduleChange,
  changingSchedule: selectIsChangingSchedule,
  scheduleError: selectScheduleChangeError,
  idle: selectIsSubscriptionsIdle,
};
// selectScheduleChange builds its pair afresh: the same order and change is the same question.
const subscriptionsEquality: ViewEquality<typeof subscriptionsView> = {
  scheduleChange: (a, b) => a?.pedido === b?.pedido && a?.change === b?.change,
};
const subscriptionsEvents = {
  retry: () => ({ type: 'subscriptions.retryRequested' }) as const,
  /** The typed frequency is checked first (1 to 90 days, docs/product.md#reglas) and nothing is sent when it is out of range. */
  changeFrequency: (pedido: number, frequency: string) => ({ type: 'subscriptions.frequencySaved', pedido, frequency }) as const,
  askCancel: (pedido: number) => ({ type: 'subscriptions.cancelRequested', pedido }) as const,
  confirmCancel: () => ({ type: 'subscriptions.cancelConfirmed' }) as const,
  keep: () => ({ type: 'subscriptions.cancelDismissed' }) as const,
  askScheduleChange: (pedido: number, change: ScheduleChange) => ({ type: 'subscriptions.changeAsked', pedido, change }) as const,
  confirmScheduleChange: () => ({ type: 'subscriptions.changeConfirmed' }) as const,
  retryScheduleChange: () => ({ type: 'subscriptions.retryRequested' }) as const,
  dismissScheduleChange: () => ({ type: 'subscriptions.changeDismissed' }) as const,
};

/** The customer's subscriptions, and changing (M) or cancelling (E) one (machines/subscriptions). */
export function useSubscriptions() {
  const document = useSession(selectDocument);
  const actor = useActorRef(providedSubscriptions, { input: { document } });
  const { subscriptions, error, results, idle, retry, ...view } = useActorView(
    actor,
    subscriptionsView,
    subscriptionsEvents,
    subscriptionsEquality,
  );
  const resource = useMemo(() => listResource<Subscription[]>(subscriptions, error, retry), [subscriptions, error, retry]);
  return {
    ...view,
    resource,
    resultOf: (pedido: number) => results[pedido] ?? null,
    /** Pause, resume, skip the next order: the buttons the machine would take now (its guard's rule). */
    scheduleActionsOf: (subscription: Subscription): ScheduleChange[] =>
      idle ? selectScheduleChangesOffered(actor.getSnapshot(), subscription) : [],
  };
}

/** Recommended products at the current sales point; the token (when signed in) puts the customer's own favourites first. */
export function useRecommended(limite: number) {
  const pdv = useSalesPointCode();
  return useResource<Product[]>('recommended', { pdv, limite });
}

const preferencesView = {
  preferences: selectPreferences,
  error: selectPreferencesError,
  maintenanceOn: selectMaintenanceOn,
  maintenanceBusy: selectIsSavingMaintenance,
  maintenanceConfirming: selectIsConfirmingMaintenance,
  maintenanceOutcome: selectMaintenanceOutcome,
  popupValue: selectPopupImage,
  popupBusy: selectIsSavingPopup,
  popupOutcome: selectPopupOutcome,
};
const preferencesEvents = {
  retry: () => ({ type: 'preferences.retryRequested' }) as const,
  toggleMaintenance: (on: boolean) => ({ type: 'maintenance.toggled', on }) as const,
  confirmMaintenance: () => ({ type: 'maintenance.confirmed' }) as const,
  dismissMaintenance: () => ({ type: 'maintenance.dismissed' }) as const,
  savePopup: (value: string) => ({ type: 'popup.saved', value }) as const,
  popupEdited: () => ({ type: 'popup.edited' }) as const,
};

/** Channel 2 preferences and saving one of them with the administrator's token (machines/preferences). */
export function usePreferences() {
  const actor = useActorRef(providedPreferences);
  const view = useActorView(actor, preferencesView, preferencesEvents);
  const { preferences, error, retry } = view;
  const resource = useMemo(() => listResource<Preference[]>(preferences, error, retry), [preferences, error, retry]);
  return {
    resource,
    maintenance: {
      on: view.maintenanceOn,
      busy: view.maintenanceBusy,
      confirming: view.maintenanceConfirming,
      outcome: view.maintenanceOutcome,
      toggle: view.toggleMaintenance,
      confirm: view.confirmMaintenance,
      dismiss: view.dismissMaintenance,
    },
    popup: {
      value: view.popupValue,
      busy: view.popupBusy,
      outcome: view.popupOutcome,
      save: view.savePopup,
      edited: view.popupEdited,
    },
  };
}

export type Preferences = ReturnType<typeof usePreferences>;
