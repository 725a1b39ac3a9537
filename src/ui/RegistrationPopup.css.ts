import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

export const imageButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x3,
  padding: vars.space.x5,
  textAlign: 'center',
  '@media': { [mq.md]: { padding: vars.space.x6 } },
});

export const title = style({ fontSize: vars.fontSize.x2, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const message = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x2,
  marginTop: vars.space.x1,
});
