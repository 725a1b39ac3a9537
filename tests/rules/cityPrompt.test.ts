import { describe, expect, it } from 'vitest';
import type { LocationSnapshot } from '../../machines/location';
import {
  answeredInVisit,
  cityAnswerPlaces,
  isGenericSalesPoint,
  selectShouldAskForCity,
  shouldAskForCity,
  type CityPromptVisit,
} from '../../machines/rules/cityPrompt';
import type { SalesPoint } from '../../machines/schemas/salesPoint';

const point = (Vkbur: string): SalesPoint => ({ Vkbur, Konda: '28', citycode: '11001', city1: 'Bogotá' });
const visit: CityPromptVisit = { isRevealed: true, answeredThisVisit: false, otherPromptActive: false };
const generic = { salesPoint: point('G001'), city: 'Bogotá' };

describe("spec §2 city tooltip: 'Vas a comprar para {city}?' while the sales point is still the generic one", () => {
  it('spec §4: generic sales points are those whose code starts with G (however written)', () => {
    expect(isGenericSalesPoint(point('G001'))).toBe(true);
    expect(isGenericSalesPoint(point(' g005 '))).toBe(true);
    expect(isGenericSalesPoint(point('B001'))).toBe(false);
    expect(isGenericSalesPoint(point('BG01'))).toBe(false);
    expect(isGenericSalesPoint(null)).toBe(false);
  });

  it('asks once the page is revealed, with a city, on the generic sales point, when nothing else is asking', () => {
    expect(shouldAskForCity(generic, visit)).toBe(true);
  });

  it('never before the page is revealed, after an answer in this visit, or over another prompt', () => {
    expect(shouldAskForCity(generic, { ...visit, isRevealed: false })).toBe(false);
    expect(shouldAskForCity(generic, { ...visit, answeredThisVisit: true })).toBe(false);
    expect(shouldAskForCity(generic, { ...visit, otherPromptActive: true })).toBe(false);
  });

  it('never without a city to name, nor once a sales point was chosen', () => {
    expect(shouldAskForCity({ ...generic, city: null }, visit)).toBe(false);
    expect(shouldAskForCity({ ...generic, city: '  ' }, visit)).toBe(false);
    expect(shouldAskForCity({ salesPoint: point('B001'), city: 'Bogotá' }, visit)).toBe(false);
    expect(shouldAskForCity({ salesPoint: null, city: 'Bogotá' }, visit)).toBe(false);
  });

  it('the selector: not while the location is loading, else the rule', () => {
    // The two things the selector reads of a snapshot: its 'loading' tag and its context.
    const snapshot = (loading: boolean, context: typeof generic) =>
      ({ hasTag: (tag: string) => loading && tag === 'loading', context }) as unknown as LocationSnapshot;
    expect(selectShouldAskForCity(snapshot(false, generic), visit)).toBe(true);
    expect(selectShouldAskForCity(snapshot(true, generic), visit)).toBe(false);
    expect(selectShouldAskForCity(snapshot(false, { salesPoint: point('B001'), city: 'Bogotá' }), visit)).toBe(false);
  });
});

describe("'Mantener' is remembered in every tab of the browser session, with consent only", () => {
  it('with consent the answer is kept in the tab and in the browser session (a session cookie every tab reads)', () => {
    expect(cityAnswerPlaces(true)).toEqual(['tab', 'browserSession']);
  });

  it('without consent no cookie is written: the answer stays in the tab', () => {
    expect(cityAnswerPlaces(false)).toEqual(['tab']);
  });

  it('a new tab of the same browser session has answered; a tab without either answer has not', () => {
    expect(answeredInVisit({ tab: false, browserSession: true })).toBe(true);
    expect(answeredInVisit({ tab: true, browserSession: false })).toBe(true);
    expect(answeredInVisit({ tab: false, browserSession: false })).toBe(false);
  });
});
