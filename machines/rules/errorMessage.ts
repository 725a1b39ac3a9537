import { messages } from '../messages';

/**
 * A failed call's Spanish message (docs/product.md#errores), or the fallback when it has none (a blank
 * one says nothing, so it counts as none). Apart from the account forms' rules so that the machines
 * that only need this do not bring the forms' schemas.
 */
export function errorMessageOf(error: unknown, fallback: string = messages.http.other): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}
