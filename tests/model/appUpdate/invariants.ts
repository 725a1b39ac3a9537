import assert from 'node:assert/strict';
import { selectIsOffered, selectIsUpdating, type AppUpdateSnapshot } from '../../../machines/appUpdate';
import { defineInvariants } from '../invariantTypes';

/** The notice shows only while a new version is offered or taking over; its buttons wait while it takes over. */
export default defineInvariants<AppUpdateSnapshot>({
  current: (s) => assert.equal(selectIsOffered(s), false, 'no notice while the store is up to date'),
  postponed: (s) => assert.equal(selectIsOffered(s), false, "'Ahora no' hides the notice"),
  available: (s) => {
    assert.equal(selectIsOffered(s), true, 'a waiting version is offered');
    assert.equal(selectIsUpdating(s), false);
  },
  updating: (s) => assert.equal(selectIsUpdating(s), true, 'the buttons wait while the new version takes over'),
});
