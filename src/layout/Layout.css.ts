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

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  top: 0,
  zIndex: 1000,
  background: vars.color.surface,
  padding: vars.space.x3,
  selectors: { '&:focus': { left: vars.space.x3, top: vars.space.x3 } },
});
