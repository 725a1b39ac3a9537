import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const label = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.x3,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
});

export const box = style({
  flex: 'none',
  width: '22px',
  height: '22px',
  marginTop: '1px',
  accentColor: vars.color.brand,
  cursor: 'pointer',
});

/** The error lines up with the text: past the box (22 px) and the gap (12 px). */
export const error = style({ paddingInlineStart: '34px' });
