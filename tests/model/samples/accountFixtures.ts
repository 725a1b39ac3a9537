/** Values the account machines' sample sets share (orders, favourites, subscriptions, API refusals). */
import { messages } from '../../../machines/messages';
import type { Favourite, OrderDetail, OrderSummary, Subscription } from '../../../machines/schemas';
import { ALITAS } from './fixtures';

export const DOCUMENT = '1020304050';
export const PEDIDO = 100001;

export const summary = (pedido: number): OrderSummary => ({ pedido }) as unknown as OrderSummary;

/** The machines read nothing of an order but that it is one: a few fields tell two answers apart. */
export const detail = (estado: string, frecuencia_suscripcion: number | null): OrderDetail =>
  ({ pedido: PEDIDO, estado, estadopago: 'APROBADO', frecuencia_suscripcion, puede_cancelar: estado === 'recibido' }) as unknown as OrderDetail;

export const favourite = (codigo_producto: string): Favourite => ({ codigo_producto, fecha_agregado: '2025-06-01', producto: { ...ALITAS, codigo_producto } });

export const subscription = (pedido: number, frecuencia: number, schedule: Pick<Subscription, 'pausada' | 'omitir_fecha'> = {}): Subscription => ({
  pedido,
  frecuencia,
  fecha_creacion: '2025-05-01',
  fecha_actualizacion: '2025-05-01',
  proxima_entrega: '2025-06-08',
  total: 45_900,
  ...schedule,
});

/** An API refusal as src/api/http.ts raises it (ApiRequestError: message and info). */
export function apiRefusal(info: { kind: string; status: number; message: string; errors?: Record<string, string[]> }): Error {
  return Object.assign(new Error(info.message), { info });
}

export const NETWORK_ERROR = new Error(messages.http.network);
export const SILENT_ERROR = new Error('');
