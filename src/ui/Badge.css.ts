import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x1,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.black,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  letterSpacing: '0.01em',
});

export const tone = styleVariants({
  brand: { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
  accent: { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
  success: { backgroundColor: vars.color.successSoft, color: vars.color.success },
  neutral: { backgroundColor: vars.color.creamDeep, color: vars.color.text },
  dark: { backgroundColor: vars.color.charcoal, color: vars.color.textOnBrand },
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.xs, paddingBlock: '0.3em', paddingInline: '0.6em' },
  md: { fontSize: vars.fontSize.sm, paddingBlock: '0.35em', paddingInline: '0.75em' },
});
