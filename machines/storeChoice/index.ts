/** The store choice (Domicilio / Recoger en tienda): machine.ts (the statechart), types.ts, selectors.ts. */
export { storeChoiceMachine, isChoosable } from './machine';
export {
  type StoreChoiceInput,
  type StoreChoiceContext,
  type StoreChoiceEvent,
  type StoreChoiceSnapshot,
  type PickupSlot,
  type PickupConfirmation,
} from './types';
export {
  selectDeliveryMode,
  selectIsLoadingStores,
  selectStoresFailed,
  selectStoreChoiceError,
  selectStores,
  selectChosenStore,
  selectPickupSlot,
  selectStoreCity,
  selectStoreRows,
  type DeliveryMode,
  type StoreRow,
} from './selectors';
export { glossary } from './glossary';
