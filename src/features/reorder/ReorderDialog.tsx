import { lazy, Suspense } from 'react';
import type { Reorder } from './reorder';
import { Button } from '../../ui/Button';
import { orderPages } from '../../../machines/screenTexts/orderPages';

const Modal = lazy(() => import('../../ui/Modal'));
const t = orderPages;

/**
 * The reorder machine's two questions, as a Radix dialog: replace or add when the cart already has
 * products (machines/reorder `choosing`), and a failed read with 'Reintentar' (`failed`).
 */
export function ReorderDialog({ reorder }: { reorder: Reorder }) {
  if (reorder.choosing !== null) {
    return (
      <Suspense fallback={null}>
        <Modal
          open
          onOpenChange={(open) => !open && reorder.dismiss()}
          tone="info"
          size="md"
          title={t.reorderChoiceTitle}
          description={t.reorderChoiceBody(reorder.choosing)}
          actions={
            <>
              <Button variant="primary" onClick={reorder.replace}>
                {t.reorderReplace}
              </Button>
              <Button variant="secondary" onClick={reorder.add}>
                {t.reorderAdd}
              </Button>
              <Button variant="ghost" onClick={reorder.dismiss}>
                {t.reorderCancel}
              </Button>
            </>
          }
        />
      </Suspense>
    );
  }
  if (reorder.error !== null && reorder.failedOrder !== null) {
    return (
      <Suspense fallback={null}>
        <Modal
          open
          onOpenChange={(open) => !open && reorder.dismiss()}
          tone="error"
          title={t.reorderFailedTitle(reorder.failedOrder)}
          description={reorder.error}
          actions={
            <>
              <Button variant="primary" onClick={reorder.retry}>
                {t.retry}
              </Button>
              <Button variant="secondary" onClick={reorder.dismiss}>
                {t.close}
              </Button>
            </>
          }
        />
      </Suspense>
    );
  }
  return null;
}

/** 'Pedir de nuevo' for one order: busy while that order is read, waiting while another reorder is under way. */
export function ReorderButton({ reorder, pedido, size = 'sm' }: { reorder: Reorder; pedido: number; size?: 'sm' | 'md' }) {
  return (
    <Button
      variant="accent"
      size={size}
      busy={reorder.loading === pedido}
      disabled={!reorder.canReorder && reorder.loading !== pedido}
      onClick={() => reorder.request(pedido)}
      aria-label={t.reorderOf(pedido)}
      data-testid="reorder"
    >
      {t.reorder}
    </Button>
  );
}
