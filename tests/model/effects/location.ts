import assert from 'node:assert/strict';
import { COOKIES } from '../../../machines/constants';
import {
  selectAddress,
  selectCity,
  selectDeliveryDate,
  selectDeliveryTime,
  selectPickup,
  selectSalesPoint,
  selectSelectedAt,
  type LocationInput,
  type LocationSnapshot,
  type StoredLocation,
} from '../../../machines/location';
import { isSlotPossible } from '../../../machines/rules/deliverySlots';
import { defineEffects } from '../world';

const stored = (l: StoredLocation): StoredLocation => ({
  salesPoint: l.salesPoint,
  selectedAt: l.selectedAt,
  city: l.city,
  address: l.address,
  deliveryDate: l.deliveryDate,
  deliveryTime: l.deliveryTime,
  pickup: l.pickup,
});

/** Spec §4 "Sales point selection" and the slot form's house rules: what the location saves. */
export default defineEffects({
  cookies: (input) => {
    const location = input as LocationInput;
    return { [COOKIES.cookiesAccepted]: true, ...(location.salesPoint ? { [COOKIES.salesPoint]: stored(location) } : {}) };
  },
  rules: {
    'cada cambio de punto de venta, ciudad, dirección u horario queda guardado (cookie pdvSeleccionado)': ({ world, snapshot }) => {
      const s = snapshot as LocationSnapshot;
      if (!s.matches('ready')) return;
      const shown: StoredLocation = {
        salesPoint: selectSalesPoint(s),
        selectedAt: selectSelectedAt(s),
        city: selectCity(s),
        address: selectAddress(s),
        deliveryDate: selectDeliveryDate(s),
        deliveryTime: selectDeliveryTime(s),
        pickup: selectPickup(s),
      };
      assert.deepEqual(world.cookies.get(COOKIES.salesPoint), shown, 'the pdvSeleccionado cookie differs from the location in use');
    },
    'un horario de entrega ya pasado nunca se guarda': ({ world, snapshot, before }) => {
      const saved = world.cookies.get(COOKIES.salesPoint) as StoredLocation | undefined;
      const earlier = before.cookies.get(COOKIES.salesPoint) as StoredLocation | undefined;
      if (!saved || saved.deliveryTime === null) return;
      if (earlier && earlier.deliveryDate === saved.deliveryDate && earlier.deliveryTime === saved.deliveryTime) return;
      const now = (snapshot as LocationSnapshot).context.now();
      assert.ok(isSlotPossible(saved.deliveryDate, saved.deliveryTime, now), `saved the slot ${saved.deliveryDate} ${saved.deliveryTime}, already gone`);
    },
  },
});
