import assert from 'node:assert/strict';
import { selectIsShown, type DisclosureSnapshot } from '../../../machines/disclosure';
import { defineInvariants } from '../invariantTypes';

/** docs/product.md#pantallas-y-rutas: the list opens at once and is still shown during the close delay (so a click on a suggestion lands). */
export default defineInvariants<DisclosureSnapshot>({
  closed: (s) => assert.equal(selectIsShown(s), false, 'a closed list is not shown'),
  open: (s) => assert.equal(selectIsShown(s), true, 'an open list is shown'),
  closing: (s) => assert.equal(selectIsShown(s), true, 'still shown while it waits to close'),
});
