import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const countdown = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
