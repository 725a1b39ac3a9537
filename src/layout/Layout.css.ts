import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: 1,
  width: '100%',
});

/** Above the top edge until focused: out of sight without widening the page sideways. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.x3,
  top: 0,
  zIndex: 1000,
  background: vars.color.surface,
  padding: vars.space.x3,
  transform: 'translateY(-120%)',
  selectors: { '&:focus': { transform: 'none', top: vars.space.x3 } },
});
