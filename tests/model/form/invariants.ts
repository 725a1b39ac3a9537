import assert from 'node:assert/strict';
import {
  selectFieldErrors,
  selectFormBusy,
  selectFormError,
  selectFormResult,
  selectRefusals,
  type FormSnapshot,
} from '../../../machines/form';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<FormSnapshot>({
  '*': (s, { event, previous }) => {
    assert.equal(selectFormBusy(s), s.matches('submitting'), "the button's spinner only while sending");
    assert.equal(selectFormResult(s) !== null, s.matches('submitted'), "the API's answer is shown once it succeeded");
    if (!previous) return;
    const before = previous as FormSnapshot;
    const refused = s.matches('editing') && (event?.type === 'form.submitted' || event?.type.startsWith('xstate.error.actor.'));
    // Each refusal, the form's or the API's, moves the focus once more (the view watches the count).
    assert.equal(selectRefusals(s), selectRefusals(before) + (refused ? 1 : 0), 'one more refusal per refusal');
    if (refused)
      assert.ok(selectFormError(s) !== null || Object.values(selectFieldErrors(s)).some(Boolean), 'a refusal says why');
    if (event?.type === 'form.fieldEdited') {
      const field = (event as unknown as { field: string }).field;
      assert.equal(selectFieldErrors(s)[field], undefined, 'editing a field forgets its message');
    }
    if (s.matches('submitting')) {
      assert.equal(selectFormError(s), null, 'nothing above the form while sending');
      assert.deepEqual(Object.values(selectFieldErrors(s)).filter(Boolean), [], 'nor under the fields');
    }
  },
});
