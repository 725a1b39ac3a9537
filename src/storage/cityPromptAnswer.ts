import { answeredInVisit, cityAnswerPlaces } from '../../machines/rules/cityPrompt';
import { cityPromptAnsweredCookie, cookiesAccepted, saveCityPromptAnswered } from './cookieWrites';
import { visitStorage } from './visit';

/**
 * The city prompt's answer where machines/rules/cityPrompt.ts says it is kept: the tab's
 * sessionStorage, and with consent the browser session's cookie (every tab until it closes).
 */
export const cityPromptAnswer = {
  known: (): boolean => answeredInVisit({ tab: visitStorage.cityPromptAnswered(), browserSession: cityPromptAnsweredCookie() }),
  remember(): void {
    for (const place of cityAnswerPlaces(cookiesAccepted())) {
      if (place === 'tab') visitStorage.rememberCityPromptAnswered();
      else saveCityPromptAnswered();
    }
  },
};
