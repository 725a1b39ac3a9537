/** Pesos have no decimals: every amount is rounded to a whole peso (half away from zero). */
export function roundPesos(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount));
}

/** '$ 12.900': es-CO grouping with dots, no decimals. Deterministic across ICU builds. */
export function formatPesos(amount: number): string {
  const rounded = roundPesos(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}$ ${digits}`;
}
