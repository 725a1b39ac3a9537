import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { control } from './TextField.css';

export const textarea = style([control, { minHeight: '96px', resize: 'vertical' }]);

export const counter = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterFull = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
