import assert from 'node:assert/strict';
import { messages } from '../../../machines/messages';
import { selectResourceData, selectResourceError, selectResourceStatus, type ResourceSnapshot } from '../../../machines/resource';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<ResourceSnapshot>({
  '*': (s, { event, previous }) => {
    // What a page shows: the spinner, the data, or the failure with 'Reintentar'.
    const status = s.matches('loaded') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
    assert.equal(selectResourceStatus(s), status);
    assert.equal(selectResourceError(s) !== null, s.matches('failed'), "'Reintentar' only when it failed");
    if (event?.type.startsWith('xstate.done.actor.'))
      assert.deepEqual(selectResourceData(s), (event as unknown as { output: unknown }).output, 'the last answer is shown');
    else if (previous)
      assert.equal(
        selectResourceData(s),
        selectResourceData(previous as ResourceSnapshot),
        'what was shown stays while reloading and after a failure',
      );
    if (event?.type.startsWith('xstate.error.actor.')) {
      const error = (event as unknown as { error: unknown }).error;
      assert.equal(
        selectResourceError(s),
        error instanceof Error && error.message !== '' ? error.message : messages.http.other,
        'the Spanish message of spec §8',
      );
    }
  },
});
