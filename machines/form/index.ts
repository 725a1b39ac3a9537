/** The account form machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { formMachine } from './machine';
export { type FormContext, type FormInput, type FormEvent, type FormSnapshot } from './types';
export {
  selectFormBusy,
  selectFormError,
  selectFieldErrors,
  selectFormResult,
  selectLastResult,
  selectRefusals,
  selectProviderLink,
} from './selectors';
export { glossary } from './glossary';
