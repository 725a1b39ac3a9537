import assert from 'node:assert/strict';
import type { LocationSnapshot } from '../../../machines/location';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<LocationSnapshot>({
  assigningGeneric: (s) => assert.equal(s.context.salesPoint, null, 'no sales point until the generic one is assigned'),
  ready: (s) => {
    assert.ok(s.context.salesPoint, 'ready always has a sales point');
    assert.notEqual(s.context.selectedAt, null, 'and its selection date');
  },
  'ready.idle': (s) => assert.equal(s.context.chosenCity, null),
  'ready.selectingCity': (s) => {
    assert.ok(s.context.chosenCity, 'the offered spelling of the chosen city');
    assert.ok(s.context.cities.includes(s.context.chosenCity));
  },
});
