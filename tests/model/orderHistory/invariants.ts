import assert from 'node:assert/strict';
import {
  selectFirstLoadError,
  selectIsFirstLoad,
  selectIsLoadingMore,
  selectMoreError,
  selectOrders,
  selectShowsMore,
  type OrderHistorySnapshot,
} from '../../../machines/orderHistory';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<OrderHistorySnapshot>({
  '*': (s, { event, previous }) => {
    assert.equal(selectIsFirstLoad(s), s.matches('loading'), 'the spinner only before the first page');
    assert.equal(selectFirstLoadError(s) !== null, s.matches('failed'));
    assert.equal(
      selectMoreError(s) !== null,
      s.matches({ shown: 'moreFailed' }),
      'the message under the list only when a next page failed',
    );
    // 'Ver más' while the last page came full (or while the next one loads).
    const last = s.context.pages.at(-1);
    const full = last !== undefined && last.length === s.context.pageSize;
    assert.equal(selectShowsMore(s), (s.matches({ shown: 'idle' }) && full) || selectIsLoadingMore(s), "'Ver más'");
    // The list only grows, by the page the API gave, at the end.
    if (previous && event?.type.startsWith('xstate.done.actor.')) {
      const page = (event as unknown as { output: unknown[] }).output;
      assert.deepEqual(
        selectOrders(s),
        [...selectOrders(previous as OrderHistorySnapshot), ...page],
        'the new page goes after the others',
      );
    } else if (previous) {
      assert.deepEqual(selectOrders(s), selectOrders(previous as OrderHistorySnapshot), 'the list stays as it was');
    }
  },
});
