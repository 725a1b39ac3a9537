import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { control } from './TextField.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style([
  control,
  {
    appearance: 'none',
    // Room for the chevron (12 px from the edge, 20 px wide) and no more: long option texts stay whole on a phone.
    paddingInlineStart: vars.space.x3,
    paddingInlineEnd: '36px',
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.x3,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
