import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'center',
  columnGap: vars.space.x4,
  rowGap: vars.space.x1,
  paddingBlock: vars.space.x3,
  paddingInline: vars.space.x5,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.cream,
  border: `1px dashed ${vars.color.borderStrong}`,
  textAlign: 'start',
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.black,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A label/value pair wrapped for React keys; the grid still sees the dt and dd. */
export const row = style({ display: 'contents' });
