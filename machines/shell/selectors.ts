import type { CityPromptVisit } from '../rules/cityPrompt';
import type { ShellSnapshot } from './types';

export const selectIsMenuOpen = (s: ShellSnapshot): boolean => s.matches({ sideMenu: 'open' });
export const selectIsLocationDialogOpen = (s: ShellSnapshot): boolean => s.matches({ locationDialog: 'open' });
/** The location dialog lists the cities ('Elegir Ciudad' was chosen), rather than offering. */
export const selectIsChoosingCity = (s: ShellSnapshot): boolean => s.matches({ locationDialog: { open: 'choosingCity' } });
/** The registration popup is loaded (its rule applied once this visit). */
export const selectIsPromotionStarted = (s: ShellSnapshot): boolean => s.matches({ promotion: 'started' });
/** The registration popup asks the API or is on screen. */
export const selectIsPromotionActive = (s: ShellSnapshot): boolean => s.matches({ promotion: { started: 'active' } });
export const selectIsCityAnswered = (s: ShellSnapshot): boolean => s.matches({ cityPrompt: 'answered' });

/**
 * The visit's part of the city prompt's rule (machines/rules/cityPrompt.ts): the shell's answer and
 * popup, with what the layout alone knows (the overlay has lifted, the error page is shown).
 */
export const selectCityPromptVisit = (
  s: ShellSnapshot,
  view: { isRevealed: boolean; errorPageShown: boolean },
): CityPromptVisit => ({
  isRevealed: view.isRevealed,
  // Not read yet counts as answered: nothing is asked before the visit's answer is known.
  answeredThisVisit: !s.matches({ cityPrompt: 'unanswered' }),
  otherPromptActive: selectIsPromotionActive(s) || view.errorPageShown,
});
