/** The shell machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { shellMachine } from './machine';
export { type ShellInput, type ShellContext, type ShellEvent, type ShellSnapshot, type ShellActorRef } from './types';
export {
  selectCityPromptVisit,
  selectIsChoosingCity,
  selectIsCityAnswered,
  selectIsLocationDialogOpen,
  selectIsMenuOpen,
  selectIsPromotionActive,
  selectIsPromotionStarted,
} from './selectors';
export { glossary } from './glossary';
