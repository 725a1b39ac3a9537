import { useCallback, useMemo, useState } from 'react';
import { MAINTENANCE_PREFERENCE_KEY, MAINTENANCE_PREFERENCE_ON, POPUP_IMAGE_PREFERENCE_KEY } from '../../machines/constants';
import { FALLBACK_GENERIC_SALES_POINT, selectSalesPointCode } from '../../machines/location';
import { messages } from '../../machines/messages';
import { isSubscriptionSuccess, subscriptionFailureText, subscriptionSuccessText } from '../../machines/rules/subscriptions';
import { preferenceUpdateBodySchema, subscriptionParamsSchema, type SubscriptionAction } from '../../machines/schemas';
import { selectDocument, selectIsLoggedIn, selectToken } from '../../machines/session';
import { api } from '../api/endpoints';
import { useApiResource } from './apiResource';
import { useLocationState, useSession } from './hooks';
import { notify } from './notifications';
import { listPages } from '../../machines/screenTexts/listPages';
import { moreMessages } from '../../machines/screenTexts/moreMessages';

/**
 * The signed-in customer's lists (docs/api/endpoints.md "Account"): favourites,
 * subscriptions, recommended products, and the administrator's preferences. Pages read
 * these hooks and send intentions; the rules (what counts as success, which text to
 * show, what a valid preference is) live in machines/.
 */

const t = listPages;

/** The sales point the customer buys from (its code), the generic one until a city is chosen. */
export function useSalesPointCode(): string {
  return useLocationState(selectSalesPointCode) ?? FALLBACK_GENERIC_SALES_POINT.Vkbur;
}

/** Favourites priced at the current sales point, with add / remove. Guests get an empty list and no calls. */
export function useFavourites() {
  const isLoggedIn = useSession(selectIsLoggedIn);
  const document = useSession(selectDocument);
  const token = useSession(selectToken);
  const pdv = useSalesPointCode();
  const resource = useApiResource(
    ({ signal, token }) => (isLoggedIn ? api.favourites(document, pdv, { signal, token }) : Promise.resolve([])),
    `${isLoggedIn}|${document}|${pdv}`,
  );
  const { reload } = resource;
  /** What the customer asked for on this page (kept after success: it is then the server's state too). */
  const [wanted, setWanted] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const saved = useMemo(() => new Set((resource.data ?? []).map((f) => f.codigo_producto)), [resource.data]);
  const isFavourite = useCallback((code: string) => wanted.get(code) ?? saved.has(code), [wanted, saved]);

  const setFavourite = useCallback(
    async (code: string, favourite: boolean) => {
      const before = wanted.get(code);
      setWanted((m) => new Map(m).set(code, favourite));
      setBusy((b) => new Set(b).add(code));
      try {
        if (favourite) await api.addFavourite(document, code, { token });
        else await api.removeFavourite(document, code, { token });
        notify({ level: 'success', message: favourite ? t.favouriteAdded : t.favouriteRemoved });
        reload();
      } catch {
        setWanted((m) => {
          const next = new Map(m);
          if (before === undefined) next.delete(code);
          else next.set(code, before);
          return next;
        });
        notify({ level: 'error', message: t.favouriteFailed });
      } finally {
        setBusy((b) => {
          const next = new Set(b);
          next.delete(code);
          return next;
        });
      }
    },
    [document, token, reload, wanted],
  );

  return {
    isLoggedIn,
    resource,
    isFavourite,
    isBusy: (code: string) => busy.has(code),
    toggle: (code: string) => void setFavourite(code, !isFavourite(code)),
    remove: (code: string) => void setFavourite(code, false),
  };
}

export type SubscriptionOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The customer's subscriptions, and changing (M) or cancelling (E) one. */
export function useSubscriptions() {
  const document = useSession(selectDocument);
  const token = useSession(selectToken);
  const resource = useApiResource(({ signal, token }) => api.subscriptions(document, { signal, token }), document);
  const { reload } = resource;

  const run = useCallback(
    async (pedido: number, frequency: number, action: SubscriptionAction): Promise<SubscriptionOutcome> => {
      try {
        const answer = await api.changeSubscription({ document, pedido, frequency, action }, { token });
        if (!isSubscriptionSuccess(answer)) return { ok: false, message: subscriptionFailureText(action) };
        reload();
        return { ok: true, message: subscriptionSuccessText(action) };
      } catch {
        return { ok: false, message: subscriptionFailureText(action) };
      }
    },
    [document, token, reload],
  );

  return {
    resource,
    /** The typed frequency is checked first (1 to 90 days, spec §5) and nothing is sent when it is out of range. */
    changeFrequency: async (pedido: number, frequency: string | number): Promise<SubscriptionOutcome> => {
      const params = subscriptionParamsSchema.safeParse({ document, orderNumber: pedido, frequency, action: 'M' });
      if (!params.success) {
        const issue = params.error.issues[0];
        return { ok: false, message: !issue || issue.path[0] === 'frequency' ? moreMessages.subscriptions.frequencyRange : issue.message };
      }
      return run(pedido, params.data.frequency, 'M');
    },
    cancel: (pedido: number) => run(pedido, 0, 'E'),
  };
}

/** Recommended products at the current sales point; the token (when signed in) puts the customer's own favourites first. */
export function useRecommended(limite: number) {
  const pdv = useSalesPointCode();
  return useApiResource(({ signal, token }) => api.recommended(pdv, limite, { signal, token }), `${pdv}|${limite}`);
}

export type PreferenceSave = { ok: true } | { ok: false; error: string };

/** Channel 2 preferences and saving one of them with the administrator's token. */
export function usePreferences() {
  const token = useSession(selectToken);
  const resource = useApiResource(({ signal, token }) => api.preferences({ signal, token }), 'preferences');
  const { reload } = resource;
  const valueOf = (llave: string) => resource.data?.find((p) => p.llave === llave)?.valor ?? '';

  const save = useCallback(
    async (llave: string, valor: string): Promise<PreferenceSave> => {
      const body = preferenceUpdateBodySchema.safeParse({ llave, valor });
      if (!body.success) return { ok: false, error: body.error.issues[0]?.message ?? messages.http.other };
      try {
        await api.savePreference(body.data, { token });
        reload();
        return { ok: true };
      } catch (error) {
        return { ok: false, error: error instanceof Error && error.message ? error.message : messages.http.other };
      }
    },
    [token, reload],
  );

  return {
    resource,
    maintenance: valueOf(MAINTENANCE_PREFERENCE_KEY) === MAINTENANCE_PREFERENCE_ON,
    popupImage: valueOf(POPUP_IMAGE_PREFERENCE_KEY),
    setMaintenance: (on: boolean) => save(MAINTENANCE_PREFERENCE_KEY, on ? MAINTENANCE_PREFERENCE_ON : 'N'),
    setPopupImage: (value: string) => save(POPUP_IMAGE_PREFERENCE_KEY, value),
  };
}
