import { BREAKPOINTS_PX } from '../../machines/constants';

/**
 * Design tokens of Pollos La Brasa. Components read only these `vars`.
 * Brand: deep red #c8102e, warm yellow #ffc72c, cream #fff5e1, charcoal text.
 * Every text/background pair listed in a comment meets WCAG AA.
 *
 * Plain values, not CSS custom properties: the store has one theme and nothing changes a token at
 * run time, and 1,448 `var()` references were resolved per element on every style recalculation
 * (first render's style −15 to −19 %, stylesheet 84.6 → 67.9 KB; docs/performance.md).
 */
export const vars = {
  color: {
    /** White text on it: 5.9:1. As text on white: 5.9:1. */
    brand: '#c8102e',
    brandHover: '#a80d26',
    brandActive: '#8c0a1f',
    brandDeep: '#6e0818',
    brandSoft: '#fde7ea',
    /** Charcoal text on it: 11:1. Never put white text on yellow. */
    accent: '#ffc72c',
    accentHover: '#f5b800',
    accentSoft: '#fff1c7',
    cream: '#fff5e1',
    creamDeep: '#fbe7c2',
    surface: '#ffffff',
    surfaceMuted: '#faf6ef',
    /** Charcoal on cream: 15:1. */
    text: '#231f20',
    /** On white 6.6:1, on cream 6.1:1. */
    textMuted: '#625851',
    textOnBrand: '#ffffff',
    textOnAccent: '#231f20',
    border: '#eadcc3',
    borderStrong: '#cbb99a',
    /** Green text on white: 5.3:1. */
    success: '#1d7a3a',
    successBright: '#22a447',
    successSoft: '#e4f5e8',
    danger: '#b3261e',
    dangerSoft: '#fdecea',
    warning: '#8a5a00',
    warningSoft: '#fff4d6',
    info: '#1d5fa8',
    infoSoft: '#e6f0fb',
    charcoal: '#231f20',
    charcoalSoft: '#3a3435',
    overlay: 'rgba(35, 31, 32, 0.55)',
    focus: '#1d5fa8',
    /** Sign-in provider marks. */
    google: '#1a73e8',
    facebook: '#1877f2',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    display: '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    x2: '1.5rem',
    x3: '1.875rem',
    x4: '2.25rem',
    x5: '3rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
    black: '800',
  },
  lineHeight: {
    tight: '1.15',
    snug: '1.3',
    normal: '1.5',
  },
  space: {
    none: '0',
    x1: '0.25rem',
    x2: '0.5rem',
    x3: '0.75rem',
    x4: '1rem',
    x5: '1.25rem',
    x6: '1.5rem',
    x8: '2rem',
    x10: '2.5rem',
    x12: '3rem',
    x16: '4rem',
  },
  radius: {
    sm: '6px',
    md: '10px',
    lg: '16px',
    xl: '24px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(35, 31, 32, 0.08)',
    md: '0 4px 14px rgba(35, 31, 32, 0.10)',
    lg: '0 12px 32px rgba(35, 31, 32, 0.18)',
    card: '0 1px 2px rgba(35, 31, 32, 0.06), 0 4px 12px rgba(110, 8, 24, 0.06)',
    cardHover: '0 2px 4px rgba(35, 31, 32, 0.08), 0 10px 24px rgba(110, 8, 24, 0.12)',
  },
  zIndex: {
    base: '0',
    raised: '10',
    header: '100',
    dropdown: '200',
    floating: '300',
    overlay: '400',
    modal: '410',
    toast: '500',
    loading: '600',
  },
  size: {
    /** Minimum touch target. */
    touch: '44px',
    container: '1200px',
    prose: '40rem',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

type Breakpoint = keyof typeof BREAKPOINTS_PX;

/** Mobile-first media queries from BREAKPOINTS_PX: `'@media': { [mq.md]: { ... } }`. */
export const mq = Object.fromEntries(
  Object.entries(BREAKPOINTS_PX).map(([name, px]) => [name, `screen and (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

export const reducedMotion = '(prefers-reduced-motion: reduce)';
