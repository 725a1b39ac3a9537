import assert from 'node:assert/strict';
import { subscriptionTexts } from '../../../machines/screenTexts/subscriptions';
import {
  selectCancelOrder,
  selectIsCancellingSubscription,
  selectIsChangingSchedule,
  selectIsSubscriptionsIdle,
  selectScheduleChange,
  selectScheduleChangeError,
  selectScheduleChangesOffered,
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
    assert.equal(
      selectCancelOrder(s) !== null,
      s.matches({ ready: 'confirmingCancel' }) || s.matches({ ready: 'cancelling' }),
      'the dialog',
    );
    assert.equal(selectIsCancellingSubscription(s), s.matches({ ready: 'cancelling' }));
    assert.equal(
      selectIsSubscriptionsIdle(s),
      s.matches('ready') &&
        !s.matches({ ready: 'reloading' }) &&
        selectSavingOrder(s) === null &&
        selectCancelOrder(s) === null &&
        selectScheduleChange(s) === null,
      'pause, resume and skip are offered only when nothing is asked, sent or read again',
    );
    const scheduling =
      s.matches({ ready: 'confirmingSchedule' }) ||
      s.matches({ ready: 'changingSchedule' }) ||
      s.matches({ ready: 'scheduleFailed' });
    assert.equal(selectScheduleChange(s) !== null, scheduling, 'the pause / resume / skip dialog');
    assert.equal(selectIsChangingSchedule(s), s.matches({ ready: 'changingSchedule' }), 'its busy button');
    assert.equal(
      selectScheduleChangeError(s) !== null,
      s.matches({ ready: 'scheduleFailed' }),
      "the failure in the dialog, with 'Reintentar'",
    );
    if (s.matches({ ready: 'scheduleFailed' }) && event?.type.startsWith('xstate.done.actor.')) {
      assert.equal(
        selectScheduleChangeError(s),
        subscriptionTexts.updateFailed,
        'an answer that is not a success: the spec’s update failure',
      );
    }
    // The buttons: only what the machine takes (its guard), none while another change is under way.
    // An order the list does not have offers nothing (the traversal never takes a refused event: asked here).
    assert.equal(s.can({ type: 'subscriptions.changeAsked', pedido: -1, change: 'pausar' }), false, 'no subscription, no change');
    for (const sub of selectSubscriptions(s) ?? []) {
      const taken = (['pausar', 'reanudar', 'omitir'] as const).filter((change) =>
        s.can({ type: 'subscriptions.changeAsked', pedido: sub.pedido, change }),
      );
      assert.deepEqual(selectScheduleChangesOffered(s, sub), taken, `the buttons of #${sub.pedido}: exactly the changes taken`);
    }
    if (event?.type === 'subscriptions.frequencySaved' && previous?.matches({ ready: 'idle' })) {
      const { pedido, frequency } = event as unknown as { pedido: number; frequency: string };
      const days = Number(frequency);
      const inRange = Number.isInteger(days) && days >= 1 && days <= 90;
      assert.equal(s.matches({ ready: 'saving' }), inRange, 'spec §5: 1 to 90 days');
      if (!inRange)
        assert.deepEqual(
          selectSubscriptionResult(s, pedido),
          { ok: false, message: subscriptionTexts.frequencyRange },
          'said on its card',
        );
    }
  },
});
