import { globalStyle, style } from '@vanilla-extract/css';
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

// Cards below the first two rows are laid out and painted only when they come near the screen: on a
// cheap phone a 60-card menu otherwise costs its whole layout and paint while the page starts.
// 380 px is a card's height at phone widths (330–437 px from 320 to 1280 px); once a card has been
// drawn the browser remembers its real height (`auto`).
globalStyle(`${grid} > li:nth-child(n + 5)`, { contentVisibility: 'auto', containIntrinsicSize: 'auto 380px' });
