/** Pesos have no decimals: every amount is rounded to a whole peso (half away from zero). */
export function roundPesos(amount: number): number {
  // `+ 0` turns the -0 that small negative amounts round to into 0.
  return Math.sign(amount) * Math.round(Math.abs(amount)) + 0;
}

/** '$ 12.900': es-CO grouping with dots, no decimals. Deterministic across ICU builds. */
export function formatPesos(amount: number): string {
  const rounded = roundPesos(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}$ ${digits}`;
}
