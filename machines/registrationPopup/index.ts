/** The registrationPopup machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { REGISTRATION_POPUP_TARGET, DEFAULT_POPUP_IMAGE, registrationPopupMachine } from './machine';
export {
  type RegistrationPopupInput,
  type RegistrationPopupContext,
  type RegistrationPopupEvent,
  type RegistrationPopupSnapshot,
} from './types';
export { selectIsPopupShown, selectIsPromotionActive, selectPopupCoupon, selectPopupImageOf } from './selectors';
export { canOfferCoupon, isPathWithoutPopup, PATHS_WITHOUT_POPUP, type PromotionConditions } from '../rules/promotion';
export { glossary } from './glossary';
