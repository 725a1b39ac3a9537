import assert from 'node:assert/strict';
import {
  selectCanReorder,
  selectReorderChoice,
  selectReorderError,
  selectReorderFailedOrder,
  selectReorderLoading,
  type ReorderSnapshot,
} from '../../../machines/reorder';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<ReorderSnapshot>({
  '*': (s) => {
    assert.equal(
      selectReorderLoading(s) !== null,
      s.matches('loading'),
      "the busy 'Pedir de nuevo' only while the order is read",
    );
    assert.equal(selectReorderChoice(s) !== null, s.matches('choosing'), 'the replace-or-add dialog only while choosing');
    assert.equal(selectReorderError(s) !== null, s.matches('failed'), "'Reintentar' only when the order could not be read");
    assert.equal(selectReorderFailedOrder(s) !== null, s.matches('failed'));
    assert.equal(selectCanReorder(s), s.matches('idle'), "one reorder at a time: 'Pedir de nuevo' waits while one is under way");
    if (s.matches('idle'))
      assert.deepEqual([s.context.pedido, s.context.items, s.context.error], [null, [], null], 'nothing remembered once done');
  },
});
