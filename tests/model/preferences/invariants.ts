import assert from 'node:assert/strict';
import {
  selectIsConfirmingMaintenance,
  selectIsSavingMaintenance,
  selectIsSavingPopup,
  selectMaintenanceOn,
  selectMaintenanceOutcome,
  selectPopupImage,
  selectPopupOutcome,
  selectPreferencesError,
  type PreferencesSnapshot,
} from '../../../machines/preferences';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<PreferencesSnapshot>({
  '*': (s, { event, previous }) => {
    assert.equal(selectPreferencesError(s) !== null, s.matches('failed'), "'Reintentar' only when the list could not be read");
    const ready = s.matches('ready');
    assert.equal(selectIsSavingMaintenance(s), ready && s.matches({ ready: { maintenance: 'saving' } }));
    assert.equal(selectIsSavingPopup(s), ready && s.matches({ ready: { popup: 'saving' } }));
    // Turning maintenance on asks first (the dialog stays while the 'on' is saved); turning it off does not ask.
    if (event?.type === 'maintenance.toggled' && previous?.matches({ ready: { maintenance: 'idle' } })) {
      const on = (event as unknown as { on: boolean }).on;
      assert.equal(selectIsConfirmingMaintenance(s), on, on ? 'turning on asks first' : 'turning off does not ask');
      assert.equal(selectIsSavingMaintenance(s), !on);
    }
    if (previous?.matches({ ready: { maintenance: 'saving' } }) && s.matches({ ready: { maintenance: 'idle' } })) {
      const outcome = selectMaintenanceOutcome(s);
      assert.ok(outcome, "'Guardado' or why not");
      if (outcome.ok)
        assert.equal(
          selectMaintenanceOn(s),
          (previous as PreferencesSnapshot).context.maintenanceWanted,
          'the switch shows what was saved',
        );
    }
    if (event?.type === 'popup.edited') assert.equal(selectPopupOutcome(s), null, 'editing forgets the outcome');
    // The list as read: the switch and the image field show its values (nothing saved on this page yet).
    if (previous?.matches('loading') && event?.type.startsWith('xstate.done.actor.')) {
      const list = (event as unknown as { output: Array<{ llave: string; valor: string }> }).output;
      const valueOf = (llave: string) => list.find((p) => p.llave === llave)?.valor;
      assert.equal(selectMaintenanceOn(s), valueOf('mantenimiento') === 'S', "the switch shows the list's 'mantenimiento'");
      assert.equal(
        selectPopupImage(s),
        valueOf('imagen-popup-inicio') ?? '',
        "the image field shows the list's 'imagen-popup-inicio'",
      );
    }
    // The dialog stays while the confirmed 'on' is being saved.
    if (event?.type === 'maintenance.confirmed' && s.matches({ ready: { maintenance: 'saving' } })) {
      assert.equal(selectIsConfirmingMaintenance(s), true, 'the dialog stays while the confirmed on is saved');
    }
  },
});
