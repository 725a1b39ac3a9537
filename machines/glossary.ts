/**
 * What a product owner reads instead of code names: a Spanish phrase for every event a machine
 * accepts and every guard it checks (for example `cart.quantityIncreased` → 'el cliente sube la
 * cantidad', `hasLine` → 'el producto está en el carrito'). Each machine keeps its own beside it
 * (machines/<id>/glossary.ts); the diagrams and the statechart explorer show these first.
 */
export interface MachineGlossary {
  /** Event type → what happened, in Spanish ('el cliente sube la cantidad'). */
  readonly events: Readonly<Record<string, string>>;
  /** Guard name → what it checks, in Spanish, read as a condition ('el producto está en el carrito'). */
  readonly guards: Readonly<Record<string, string>>;
}
