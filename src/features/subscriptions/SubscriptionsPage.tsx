import { lazy, Suspense } from 'react';
import { PATHS } from '../../../machines/paths';
import { useSubscriptions } from '../../app/accountLists';
import { useCatalogue, useSession } from '../../app/hooks';
import { selectProducts } from '../../../machines/catalogue';
import { subscriptionSummary } from '../../../machines/rules/subscriptionSummary';
import { selectDocument } from '../../../machines/session';
import { formatDay } from '../../app/format';
import { Button, ButtonLink } from '../../ui/Button';
import { StatusPanel } from '../../ui/StatusPanel';
import { SubscriptionCard } from './SubscriptionCard';
import { ListPageHead } from '../../pages/ListPageHead';
import { ListResource } from '../../pages/ListResource';
import * as styles from '../../pages/lists.css';
import { listPages } from '../../../machines/screenTexts/listPages';
import type { Subscription } from '../../../machines/schemas';

const Modal = lazy(() => import('../../ui/Modal'));
const t = listPages;

/** /mis-suscripciones (esta-autenticado): each subscribed order, how often it repeats; change the frequency or cancel. */
export default function SubscriptionsPage() {
  // Another customer: another list.
  return <Subscriptions key={useSession(selectDocument)} />;
}

function Subscriptions() {
  const subscriptions = useSubscriptions();
  const menu = useCatalogue(selectProducts);
  const nameOf = (code: string) => menu.find((p) => p.codigo_producto === code)?.descripcion_corta;
  const { resource, toCancel, cancelling } = subscriptions;

  return (
    <ListResource resource={resource}>
      {(data) => {
        if (data.length === 0) {
          return (
            <StatusPanel
              icon="repeat"
              title={t.subscriptionsEmptyTitle}
              body={t.subscriptionsEmptyBody}
              actions={<ButtonLink href={PATHS.misPedidos}>{t.goToOrders}</ButtonLink>}
            />
          );
        }

        return (
          <section className={styles.narrowPage} aria-labelledby="titulo-suscripciones">
            <ListPageHead
              id="titulo-suscripciones"
              icon="repeat"
              title={t.subscriptionsTitle}
              subtitle={t.subscriptionsSubtitle}
            />
            <ul className={styles.list} role="list">
              {data.map((s) => (
                <li key={s.pedido}>
                  <SubscriptionCard
                    // A changed frequency restarts the field from what the API kept.
                    key={s.frecuencia}
                    subscription={{
                      pedido: s.pedido,
                      frequency: s.frecuencia,
                      nextDelivery: formatDay(s.proxima_entrega),
                      total: s.total,
                      ...subscriptionSummary(s, nameOf),
                      detailHref: `${PATHS.detallePedido}?pedido=${s.pedido}`,
                      paused: s.pausada ?? false,
                      skipDay: s.omitir_fecha ? formatDay(s.omitir_fecha) : null,
                    }}
                    scheduleActions={subscriptions.scheduleActionsOf(s)}
                    onScheduleAction={(change) => subscriptions.askScheduleChange(s.pedido, change)}
                    saving={subscriptions.saving === s.pedido}
                    result={subscriptions.resultOf(s.pedido)}
                    onSave={(frequency) => subscriptions.changeFrequency(s.pedido, frequency)}
                    onCancel={() => subscriptions.askCancel(s.pedido)}
                  />
                </li>
              ))}
            </ul>
            {toCancel !== null ? (
              <Suspense fallback={null}>
                <Modal
                  open
                  onOpenChange={(open) => !open && !cancelling && subscriptions.keep()}
                  tone="warning"
                  title={t.cancelTitle(toCancel)}
                  description={t.cancelBody}
                  actions={
                    <>
                      <Button variant="primary" busy={cancelling} onClick={subscriptions.confirmCancel}>
                        {t.cancelConfirm}
                      </Button>
                      <Button variant="secondary" disabled={cancelling} onClick={subscriptions.keep}>
                        {t.keep}
                      </Button>
                    </>
                  }
                />
              </Suspense>
            ) : null}
            <ScheduleDialog subscriptions={subscriptions} list={data} />
          </section>
        );
      }}
    </ListResource>
  );
}

type Subscriptions = ReturnType<typeof useSubscriptions>;

/** Pause / resume / skip the next order: asked first; a failure stays here with 'Reintentar' (machines/subscriptions). */
function ScheduleDialog({ subscriptions, list }: { subscriptions: Subscriptions; list: readonly Subscription[] }) {
  const asked = subscriptions.scheduleChange;
  if (asked === null) return null;
  const sub = list.find((s) => s.pedido === asked.pedido);
  const next = sub ? formatDay(sub.proxima_entrega) : '';
  const failed = subscriptions.scheduleError;
  const busy = subscriptions.changingSchedule;
  const texts = {
    pausar: { title: t.pauseTitle(asked.pedido), body: t.pauseBody, confirm: t.pauseConfirm },
    reanudar: { title: t.resumeTitle(asked.pedido), body: t.resumeBody(next), confirm: t.resumeConfirm },
    omitir: { title: t.skipTitle(next), body: t.skipBody, confirm: t.skipConfirm },
  }[asked.change];
  return (
    <Suspense fallback={null}>
      <Modal
        open
        onOpenChange={(open) => !open && !busy && subscriptions.dismissScheduleChange()}
        tone={failed !== null ? 'error' : 'info'}
        title={texts.title}
        description={failed ?? texts.body}
        actions={
          <>
            <Button
              variant="primary"
              busy={busy}
              onClick={failed !== null ? subscriptions.retryScheduleChange : subscriptions.confirmScheduleChange}
            >
              {failed !== null ? t.retry : texts.confirm}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={subscriptions.dismissScheduleChange}>
              {failed !== null ? t.close : t.back}
            </Button>
          </>
        }
      />
    </Suspense>
  );
}
