import assert from 'node:assert/strict';
import { defineEffects } from '../world';

type Event = { type: string };

/** Spec §4: products and categories are loaded only after the cookies are accepted. */
export default defineEffects({
  rules: {
    'los productos se piden solo con las cookies aceptadas': ({ world, snapshot, before }) => {
      const requests = world.api.slice(before.api).filter((r) => r.call === 'loadCatalogue').length;
      if (requests === 0) return;
      const consent = [...(world.events as Event[])].reverse().find((e) => e.type === 'catalogue.enabled' || e.type === 'catalogue.disabled');
      const enabledAtStart = world.events.length === 0 || consent === undefined;
      assert.ok(consent ? consent.type === 'catalogue.enabled' : enabledAtStart, 'asked the API for products without consent');
      assert.ok(snapshot.hasTag('loading') || snapshot.matches('loading'), 'a request without the loading state');
    },
  },
});
