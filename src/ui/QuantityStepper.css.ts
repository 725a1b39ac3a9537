import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1.5px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.brand,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSoft },
    '&:disabled': { color: vars.color.borderStrong },
  },
});

export const value = style({
  minWidth: '2ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.black,
  fontVariantNumeric: 'tabular-nums',
});

export const size = styleVariants({
  sm: {},
  md: { fontSize: vars.fontSize.lg },
});
