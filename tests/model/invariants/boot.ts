import assert from 'node:assert/strict';
import type { BootSnapshot } from '../../../machines/boot';
import { MAINTENANCE_PREFERENCE_KEY } from '../../../machines/constants';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<BootSnapshot>({
  'status.checkingStatus': (s) => assert.equal(s.context.maintenanceCause, null),
  'status.loadingPreferences': (s) => assert.equal(s.context.apiStatus, true, 'the service answered up'),
  'status.ready': (s) => {
    assert.equal(s.context.apiStatus, true);
    assert.equal(s.context.maintenanceCause, null);
    assert.ok(!s.context.preferences.some((p) => p.llave === MAINTENANCE_PREFERENCE_KEY && p.valor === 'S'), 'no maintenance preference');
  },
  'status.maintenance': (s, { effects, previous, event }) => {
    assert.ok(s.context.maintenanceCause, 'maintenance says why');
    const entered = previous === null || !previous.matches({ status: 'maintenance' });
    const shown = s.context.path === '/mantenimiento' || s.context.path.includes('preferencias');
    if (!shown && (entered || event?.type === 'navigation.changed'))
      assert.ok(effects.some((e) => e.type === 'navigate' && (e.params as { to: string }).to === '/mantenimiento'), 'a closed page is left for /mantenimiento');
  },
  'consent.pending': (s, { effects, event }) => {
    // Spec §2: only / is reachable without consent; issue 10 opens the public menu too (/productos...).
    const open = ['/', '/mantenimiento'].includes(s.context.path) || s.context.path === '/productos' || s.context.path.startsWith('/productos/');
    if (event?.type === 'navigation.changed' && !open && !s.matches({ status: 'maintenance' }))
      assert.ok(effects.some((e) => e.type === 'notify'), 'without consent a gated page warns');
    if (event?.type === 'navigation.changed' && open)
      assert.ok(!effects.some((e) => e.type === 'notify'), 'the public menu is read without consent, with no warning');
  },
});
