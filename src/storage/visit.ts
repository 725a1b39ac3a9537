/**
 * What lasts for one visit (this tab, until it closes): sessionStorage. Unavailable storage
 * (private modes, blocked) just forgets.
 */
const CITY_PROMPT_ANSWERED = 'ciudadConfirmada';

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export const visitStorage = {
  /** The city tooltip was answered ('Mantener' or 'Cambiar') in this visit. */
  cityPromptAnswered: (): boolean => safely(() => window.sessionStorage.getItem(CITY_PROMPT_ANSWERED) === '1', false),
  rememberCityPromptAnswered: () => safely(() => window.sessionStorage.setItem(CITY_PROMPT_ANSWERED, '1'), undefined),
};
