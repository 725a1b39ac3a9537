import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.x2,
  minHeight: vars.size.touch,
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  // Always a transform, so that pressing (translateY(1px) below) only moves the button: going from none to
  // a transform makes the button a new containing block, which costs the tap a layout of the page.
  transform: 'translateY(0)',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55 },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brand,
    color: vars.color.textOnBrand,
    boxShadow: '0 2px 0 rgba(110, 8, 24, 0.35)',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover },
      '&:active:not(:disabled)': { backgroundColor: vars.color.brandActive, boxShadow: 'none' },
    },
  },
  accent: {
    backgroundColor: vars.color.accent,
    color: vars.color.textOnAccent,
    boxShadow: '0 2px 0 rgba(138, 90, 0, 0.35)',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover },
      '&:active:not(:disabled)': { boxShadow: 'none' },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.brand,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSoft },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: 'rgba(35, 31, 32, 0.06)' },
    },
  },
  onDark: {
    backgroundColor: 'transparent',
    color: vars.color.textOnBrand,
    borderColor: 'rgba(255, 255, 255, 0.7)',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
    },
  },
});

export const size = styleVariants({
  sm: { paddingInline: vars.space.x4, fontSize: vars.fontSize.sm },
  md: { minHeight: '48px', paddingInline: vars.space.x5, fontSize: vars.fontSize.md },
  lg: { minHeight: '56px', paddingInline: vars.space.x8, fontSize: vars.fontSize.lg },
});

// A full-width button is as wide as its box anyway: the size's wide side padding would only raise its
// least width (a lg 'Continuar al Pago' did not fit the cart summary on a 320 px phone).
export const fullWidth = style({ width: '100%', paddingInline: vars.space.x4 });

export const iconOnly = style({ paddingInline: 0, aspectRatio: '1', minWidth: vars.size.touch });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const label = style({ display: 'contents' });

export const busyLabel = style({ visibility: 'hidden' });

export const busySpinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.25em',
  height: '1.25em',
  borderRadius: '50%',
  border: '2.5px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
