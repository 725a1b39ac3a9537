import type { ReorderSnapshot } from './types';

/** The order whose products are being read (its button shows busy), or null. */
export const selectReorderLoading = (s: ReorderSnapshot): number | null => (s.hasTag('loading') ? s.context.pedido : null);
/** The order the replace-or-add dialog asks about, or null. */
export const selectReorderChoice = (s: ReorderSnapshot): number | null => (s.matches('choosing') ? s.context.pedido : null);
/** Why the order could not be read (the dialog with 'Reintentar'), or null. */
export const selectReorderError = (s: ReorderSnapshot): string | null => (s.matches('failed') ? s.context.error : null);
/** The order whose read failed, or null. */
export const selectReorderFailedOrder = (s: ReorderSnapshot): number | null => (s.matches('failed') ? s.context.pedido : null);
/** 'Pedir de nuevo' is offered while nothing else is under way. */
export const selectCanReorder = (s: ReorderSnapshot): boolean => s.matches('idle');
