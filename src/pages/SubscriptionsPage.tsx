import { lazy, Suspense, useState } from 'react';
import { PATHS } from '../../machines/paths';
import { useSubscriptions, type SubscriptionOutcome } from '../app/accountLists';
import { formatDay } from '../app/format';
import { notify } from '../app/notifications';
import { Button, ButtonLink, StatusPanel, SubscriptionCard } from '../ui';
import { ListPageHead } from './ListPageHead';
import { ListResource } from './ListResource';
import * as styles from './lists.css';
import { listPages } from '../../machines/screenTexts/listPages';

const Modal = lazy(() => import('../ui/Modal'));
const t = listPages;

/** /mis-suscripciones (esta-autenticado): each subscribed order, how often it repeats; change the frequency or cancel. */
export default function SubscriptionsPage() {
  const { resource, changeFrequency, cancel } = useSubscriptions();
  const [results, setResults] = useState<ReadonlyMap<number, SubscriptionOutcome>>(new Map());
  const [saving, setSaving] = useState<number | null>(null);
  const [toCancel, setToCancel] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const remember = (pedido: number, outcome: SubscriptionOutcome) => setResults((m) => new Map(m).set(pedido, outcome));

  const save = async (pedido: number, frequency: string) => {
    setSaving(pedido);
    remember(pedido, await changeFrequency(pedido, frequency));
    setSaving(null);
  };

  const confirmCancel = async () => {
    if (toCancel === null) return;
    setCancelling(true);
    const outcome = await cancel(toCancel);
    setCancelling(false);
    setToCancel(null);
    if (outcome.ok) notify({ level: 'success', message: outcome.message });
    else remember(toCancel, outcome);
  };

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
            <ListPageHead id="titulo-suscripciones" icon="repeat" title={t.subscriptionsTitle} subtitle={t.subscriptionsSubtitle} />
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
                      detailHref: `${PATHS.detallePedido}?pedido=${s.pedido}`,
                    }}
                    saving={saving === s.pedido}
                    result={results.get(s.pedido) ?? null}
                    onSave={(frequency) => void save(s.pedido, frequency)}
                    onCancel={() => setToCancel(s.pedido)}
                  />
                </li>
              ))}
            </ul>
            {toCancel !== null ? (
              <Suspense fallback={null}>
                <Modal
                  open
                  onOpenChange={(open) => !open && !cancelling && setToCancel(null)}
                  tone="warning"
                  title={t.cancelTitle(toCancel)}
                  description={t.cancelBody}
                  actions={
                    <>
                      <Button variant="primary" busy={cancelling} onClick={() => void confirmCancel()}>
                        {t.cancelConfirm}
                      </Button>
                      <Button variant="secondary" disabled={cancelling} onClick={() => setToCancel(null)}>
                        {t.keep}
                      </Button>
                    </>
                  }
                />
              </Suspense>
            ) : null}
          </section>
        );
      }}
    </ListResource>
  );
}
