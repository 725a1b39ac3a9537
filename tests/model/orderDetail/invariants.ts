import assert from 'node:assert/strict';
import {
  selectFrequencyError,
  selectCanRate,
  selectCanSubscribe,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectIsOrderBusy,
  selectOrder,
  selectOrderError,
  selectSubscribing,
  type OrderDetailSnapshot,
} from '../../../machines/orderDetail';
import { subscriptionTexts } from '../../../machines/screenTexts/subscriptions';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<OrderDetailSnapshot>({
  '*': (s, { event, previous }) => {
    assert.equal(selectOrderError(s) !== null, s.matches('failed'), "'Reintentar' only when the order could not be read");
    assert.equal(selectOrder(s) !== null, s.matches('ready'), 'the order is on screen once read, also while reloading');
    assert.equal(
      selectIsConfirmingCancel(s),
      s.matches({ ready: 'confirmingCancel' }) || s.matches({ ready: 'cancelling' }),
      "'Sí, cancelar' / 'No, mantener'",
    );
    assert.equal(selectIsCancelling(s), s.matches({ ready: 'cancelling' }));
    assert.equal(
      selectIsOrderBusy(s),
      s.matches({ ready: 'cancelling' }) || s.matches({ ready: 'subscribing' }),
      'the buttons wait',
    );
    assert.equal(selectSubscribing(s) !== null, s.matches({ ready: 'subscribing' }));
    const order = selectOrder(s);
    assert.equal(selectCanRate(s), order?.estado === 'entregado', "'Calificar' only for a delivered order");
    assert.equal(
      selectCanSubscribe(s),
      order !== null && order.estado !== 'cancelado' && order.estadopago === 'APROBADO',
      'a subscription repeats a paid order that was not cancelled',
    );
    if (event?.type === 'orderDetail.subscriptionSet' && previous?.matches({ ready: 'idle' })) {
      const { action, frequency } = event as unknown as { action: string; frequency: number };
      const inRange = action === 'E' || (Number.isInteger(frequency) && frequency >= 1 && frequency <= 90);
      assert.equal(s.matches({ ready: 'subscribing' }), inRange, 'spec §5: every 1 to 90 days');
      assert.equal(selectFrequencyError(s), inRange ? null : subscriptionTexts.frequencyRange, 'the message under the field');
    }
    if (event?.type === 'orderDetail.frequencyEdited') assert.equal(selectFrequencyError(s), null, 'editing forgets the message');
  },
  'ready.confirmingCancel': (_s, { previous }) =>
    assert.ok(previous?.matches({ ready: 'idle' }) || previous?.matches({ ready: 'confirmingCancel' }), 'asked from the order'),
});
