import { DEFAULT_GENERIC_SALES_POINT, DEFAULT_KONDA, GENERIC_SALES_POINT_PREFIX } from '../constants';
import type { SalesPoint } from '../schemas/salesPoint';

/**
 * City tooltip (docs/product.md#pantallas-y-rutas "City tooltip: 'Vas a comprar para {city}?' with 'Mantener' and
 * 'Cambiar'"): when to ask. Asked once per visit of a guest or a customer whose sales point
 * is still the generic one assigned automatically (nobody chose a city), after the layout is
 * revealed and while no other prompt (the registration popup) is on screen. 'Mantener' or
 * 'Cambiar' answers it for the rest of the visit: the tab, and with consent every tab of the
 * browser until it closes (it came back in every new tab).
 */

/** Used when the generic sales points cannot be loaded (docs/product.md#estados-y-transiciones, docs/product.md#constantes). */
export const FALLBACK_GENERIC_SALES_POINT: SalesPoint = {
  Vkbur: DEFAULT_GENERIC_SALES_POINT,
  Konda: DEFAULT_KONDA,
  citycode: '',
  city1: '',
};

/** docs/product.md#estados-y-transiciones: generic sales points have codes starting with G. */
export const isGenericSalesPoint = (salesPoint: SalesPoint | null): boolean =>
  salesPoint !== null && salesPoint.Vkbur.trim().toUpperCase().startsWith(GENERIC_SALES_POINT_PREFIX);

export interface CityPromptVisit {
  /** The loading overlay has lifted (docs/product.md#pantallas-y-rutas: about 200 ms after mount). */
  isRevealed: boolean;
  /** 'Mantener' or 'Cambiar' was already used in this visit (answeredInVisit). */
  answeredThisVisit: boolean;
  /** Another prompt is asking or on screen (the registration popup). */
  otherPromptActive: boolean;
}

export function shouldAskForCity(
  location: { salesPoint: SalesPoint | null; city: string | null },
  visit: CityPromptVisit,
): boolean {
  return (
    visit.isRevealed &&
    !visit.answeredThisVisit &&
    !visit.otherPromptActive &&
    (location.city ?? '').trim() !== '' &&
    isGenericSalesPoint(location.salesPoint)
  );
}

/** What the rule reads of the location machine's snapshot (rules import no machine: its shape, not its type). */
export interface LocationFacts {
  hasTag(tag: 'loading'): boolean;
  context: { salesPoint: SalesPoint | null; city: string | null };
}

/** The location's part of the rule, as a selector: the views pass the visit's facts. */
export const selectShouldAskForCity = (s: LocationFacts, visit: CityPromptVisit): boolean =>
  !s.hasTag('loading') && shouldAskForCity(s.context, visit);

/** Where an answer to the prompt is kept: this tab (sessionStorage), or the browser's session (a session cookie). */
export type CityAnswerPlace = 'tab' | 'browserSession';

/**
 * Where 'Mantener' or 'Cambiar' is remembered: always in the tab, and with the visitor's consent
 * also in a session cookie, which every tab of the browser reads until it closes. Without consent
 * no cookie is written (docs/product.md#estados-y-transiciones: cookies only after 'Aceptar'), so a new tab asks again.
 */
export const cityAnswerPlaces = (cookiesAccepted: boolean): readonly CityAnswerPlace[] =>
  cookiesAccepted ? ['tab', 'browserSession'] : ['tab'];

/** The visit has answered when either place holds an answer. */
export const answeredInVisit = (kept: Readonly<Record<CityAnswerPlace, boolean>>): boolean => kept.tab || kept.browserSession;
