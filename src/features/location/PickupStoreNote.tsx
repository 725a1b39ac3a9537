import { PICKUP_IN_STORE } from '../../../machines/constants';
import { orderMessages } from '../../../machines/screenTexts/order';
import { pickupTexts } from '../../../machines/screenTexts/pickup';
import { api } from '../../api/endpoints';
import { useApiResource } from '../../app/apiResource';
import type { Loader } from '../../app/accountEffects';
import { formatDay } from '../../app/format';
import { Icon } from '../../ui/Icon';
import * as styles from './pickup.css';

type PickupPlace = { nombre: string; direccion: string; day: string; time: string } | null;

/** The store of a pick-up order, as the server stored it (its pdv and that store's name and address), and the hour to collect it. */
const pickupPlaceOf =
  (pedido: number): Loader<PickupPlace> =>
  async ({ signal, token }) => {
    const order = await api.orderDetail(pedido, { signal, token });
    if (order.recogeentienda !== PICKUP_IN_STORE) return null;
    const { data } = await api.salesPointByCode(order.pdv, { signal });
    return { nombre: data.nombre ?? data.Vkbur, direccion: order.direccion, day: order.fecha_entrega, time: order.hora_entrega };
  };

/** Inside the order's result card: where and when to pick the order up (nothing for a delivery, or while unknown). */
export function PickupStoreNote({ pedido }: { pedido: number }) {
  const place = useApiResource(pickupPlaceOf(pedido), `pickup-${pedido}`);
  if (place.status !== 'ready' || place.data === null) return null;
  return (
    <section className={styles.resultStore} aria-label={pickupTexts.pickUpAt} data-testid="pickup-result-store">
      <p className={styles.line}>
        <Icon name="store" size={16} /> {pickupTexts.pickUpAt}
      </p>
      <p className={styles.storeHead}>{place.data.nombre}</p>
      <p className={styles.line}>{place.data.direccion}</p>
      <p className={styles.note} data-testid="pickup-result-when">
        {orderMessages.pickUpWhen(formatDay(place.data.day), place.data.time)}
      </p>
    </section>
  );
}
