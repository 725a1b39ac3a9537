import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.x3,
  '@media': {
    [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.x5 },
    [mq.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.x3,
  padding: vars.space.x10,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
