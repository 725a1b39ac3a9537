/** What keeps '$ 122.600' and '4:42 a. m.' on one line, as Intl itself writes amounts and times. */
export const NO_BREAK_SPACE = '\u00a0';

/** Pesos have no decimals: every amount is rounded to a whole peso (half away from zero). */
export function roundPesos(amount: number): number {
  // `+ 0` turns the -0 that small negative amounts round to into 0.
  return Math.sign(amount) * Math.round(Math.abs(amount)) + 0;
}

/**
 * '$ 12.900': es-CO grouping with dots, no decimals, and a no-break space after the sign (as Intl
 * writes it), so an amount never breaks onto two lines. The one money formatter of the app and the
 * server. Deterministic across ICU builds.
 */
export function formatPesos(amount: number): string {
  const rounded = roundPesos(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}$${NO_BREAK_SPACE}${digits}`;
}

/** '− $ 5.000': what a discount or a coupon takes off, the minus kept with its amount. */
export function formatDeduction(amount: number): string {
  return `−${NO_BREAK_SPACE}${formatPesos(Math.abs(amount))}`;
}
