import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PromotionConditions } from '../rules/promotion';
import type { shellMachine } from './machine';

/** What the layout knows when it mounts: the promotion's facts (who browses, consent, the page). */
export type ShellInput = PromotionConditions;

export interface ShellContext {
  /** What the registration popup's rule reads (machines/rules/promotion.ts). */
  conditions: PromotionConditions;
}

export type ShellEvent =
  | { type: 'shell.menuOpened' }
  | { type: 'shell.menuClosed' }
  | { type: 'shell.locationOpened' }
  | { type: 'shell.locationClosed' }
  /** 'Elegir Ciudad' / 'Elegir otra ciudad' in the location dialog. */
  | { type: 'shell.cityChoiceOpened' }
  /** The location applied the chosen city (its `location.cityApplied`, relayed by src). */
  | { type: 'shell.cityApplied' }
  | { type: 'shell.navigated'; path: string }
  | { type: 'shell.audienceChanged'; isGuest: boolean; cookiesAccepted: boolean }
  | { type: 'shell.promotionAsked' }
  | { type: 'shell.promotionSettled' }
  | { type: 'shell.cityAnswerRestored' }
  | { type: 'shell.cityAnswerMissing' }
  | { type: 'shell.cityKept' }
  | { type: 'shell.cityChangeChosen' };

export type ShellSnapshot = SnapshotFrom<typeof shellMachine>;
export type ShellActorRef = ActorRefFrom<typeof shellMachine>;
