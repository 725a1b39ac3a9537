/**
 * What lasts for one visit (this tab, until it closes): sessionStorage. Unavailable storage
 * (private modes, blocked) just forgets.
 */
const CITY_PROMPT_ANSWERED = 'ciudadConfirmada';
/** The page the consent warning sent home from (machines/boot returnPage): a reload of / still continues there. */
export const RETURN_PAGE_KEY = 'paginaPorContinuar';

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
  /** The boot machine's remembered page, as it was written (the machine reads it through its site-path rule). */
  returnPage: (): string | null => safely(() => window.sessionStorage.getItem(RETURN_PAGE_KEY), null),
  /** The boot machine's `persistReturnPage`: keeps the page, or forgets it (null). */
  persistReturnPage: (page: string | null) =>
    safely(
      () =>
        page === null ? window.sessionStorage.removeItem(RETURN_PAGE_KEY) : window.sessionStorage.setItem(RETURN_PAGE_KEY, page),
      undefined,
    ),
};
