import { style } from '@vanilla-extract/css';
import { mq, vars } from './theme.css';

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Centred page column with side gutters. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.x4,
  '@media': { [mq.md]: { paddingInline: vars.space.x6 } },
});
