import assert from 'node:assert/strict';
import { moreMessages } from '../../../machines/screenTexts/moreMessages';
import {
  selectCancelOrder,
  selectIsCancellingSubscription,
  selectSavingOrder,
  selectSubscriptionResult,
  selectSubscriptions,
  selectSubscriptionsError,
  type SubscriptionsSnapshot,
} from '../../../machines/subscriptions';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<SubscriptionsSnapshot>({
  '*': (s, { event, previous }) => {
    assert.equal(selectSubscriptionsError(s) !== null, s.matches('failed'), "'Reintentar' only when the list could not be read");
    assert.equal(selectSubscriptions(s) !== null, s.matches('ready'), 'the list once read, also while it is read again');
    assert.equal(selectSavingOrder(s) !== null, s.matches({ ready: 'saving' }), "the card's spinner while saving");
    assert.equal(selectCancelOrder(s) !== null, s.matches({ ready: 'confirmingCancel' }) || s.matches({ ready: 'cancelling' }), 'the dialog');
    assert.equal(selectIsCancellingSubscription(s), s.matches({ ready: 'cancelling' }));
    if (event?.type === 'subscriptions.frequencySaved' && previous?.matches({ ready: 'idle' })) {
      const { pedido, frequency } = event as unknown as { pedido: number; frequency: string };
      const days = Number(frequency);
      const inRange = Number.isInteger(days) && days >= 1 && days <= 90;
      assert.equal(s.matches({ ready: 'saving' }), inRange, 'spec §5: 1 to 90 days');
      if (!inRange) assert.deepEqual(selectSubscriptionResult(s, pedido), { ok: false, message: moreMessages.subscriptions.frequencyRange }, 'said on its card');
    }
  },
});
