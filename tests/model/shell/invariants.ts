import assert from 'node:assert/strict';
import {
  selectCityPromptVisit,
  selectIsChoosingCity,
  selectIsCityAnswered,
  selectIsLocationDialogOpen,
  selectIsMenuOpen,
  selectIsPromotionActive,
  selectIsPromotionStarted,
  type ShellSnapshot,
} from '../../../machines/shell';
import { defineInvariants } from '../invariantTypes';

/** docs/product.md#pantallas-y-rutas "Registration popup": never on these pages. */
const PAGES_WITHOUT_POPUP = ['/registro', '/login', '/mantenimiento'];

export default defineInvariants<ShellSnapshot>({
  '*': (s, { event, previous }) => {
    assert.equal(selectIsMenuOpen(s), s.matches({ sideMenu: 'open' }));
    assert.equal(selectIsLocationDialogOpen(s), s.matches({ locationDialog: 'open' }));
    assert.equal(selectIsCityAnswered(s), s.matches({ cityPrompt: 'answered' }));
    assert.equal(selectIsChoosingCity(s), s.matches({ locationDialog: { open: 'choosingCity' } }));
    if (selectIsChoosingCity(s)) assert.ok(selectIsLocationDialogOpen(s), 'the cities are listed only in the open dialog');
    if (event?.type === 'shell.cityApplied')
      assert.ok(!selectIsLocationDialogOpen(s), 'an applied city closes the location dialog');
    // The dialog opens on what it offers: the list comes only by 'Elegir Ciudad'.
    if (previous && !selectIsLocationDialogOpen(previous) && selectIsLocationDialogOpen(s))
      assert.ok(!selectIsChoosingCity(s), 'the dialog opens on its offer, not the list');
    // Read from the state value itself, not through matches(): the popup's two selectors say where it is.
    const promotion = (s.value as { promotion: 'waiting' | { started: 'quiet' | 'active' } }).promotion;
    assert.equal(selectIsPromotionStarted(s), promotion !== 'waiting', 'the popup is loaded once its rule has applied');
    assert.equal(
      selectIsPromotionActive(s),
      promotion !== 'waiting' && promotion.started === 'active',
      'the popup is active while it asks the API or is on screen',
    );
    if (event?.type === 'shell.navigated') {
      assert.ok(!selectIsMenuOpen(s), 'a navigation closes the side menu');
      assert.equal(s.context.conditions.path, (event as unknown as { path: string }).path, 'the popup rule reads the page shown');
    }
    if (previous && selectIsPromotionStarted(previous))
      assert.ok(selectIsPromotionStarted(s), 'once loaded, the popup stays for the visit');
    if (previous && selectIsCityAnswered(previous))
      assert.ok(selectIsCityAnswered(s), 'an answer holds for the rest of the visit');
    if (event?.type === 'shell.cityChangeChosen' && previous?.matches({ cityPrompt: 'unanswered' })) {
      assert.ok(selectIsLocationDialogOpen(s), "'Cambiar' opens the location dialog");
    }
    // The city tooltip waits for the popup and the error page; it is never asked again once answered.
    const visit = selectCityPromptVisit(s, { isRevealed: true, errorPageShown: false });
    assert.equal(visit.otherPromptActive, selectIsPromotionActive(s));
    // Asked only once the visit is known to have no answer (read from the browser's storage).
    assert.equal(visit.answeredThisVisit, !s.matches({ cityPrompt: 'unanswered' }));
    assert.ok(
      selectCityPromptVisit(s, { isRevealed: true, errorPageShown: true }).otherPromptActive,
      'the error page holds the tooltip back',
    );
  },
  'promotion.waiting': (s) => {
    const c = s.context.conditions;
    assert.ok(
      !(c.isGuest && c.cookiesAccepted && !PAGES_WITHOUT_POPUP.includes(c.path)),
      'a guest with consent on an allowed page gets the popup loaded',
    );
  },
});
