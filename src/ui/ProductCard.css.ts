import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.cardHover, transform: 'translateY(-2px)' },
    '&:focus-within': { boxShadow: vars.shadow.cardHover },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  backgroundColor: vars.color.creamDeep,
  overflow: 'hidden',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
});

export const badges = style({
  position: 'absolute',
  top: vars.space.x2,
  insetInlineStart: vars.space.x2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.x1,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x1,
  flex: 1,
  padding: vars.space.x3,
  '@media': { [mq.md]: { padding: vars.space.x4, gap: vars.space.x2 } },
});

export const name = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: 0,
  '@media': { [mq.md]: { fontSize: vars.fontSize.lg } },
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // the whole card is the link's hit area; the add button sits above it
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&:hover': { color: vars.color.brand },
  },
});

export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const priceBlock = style({
  marginTop: 'auto',
  paddingTop: vars.space.x2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.x2,
  rowGap: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  '@media': { [mq.md]: { fontSize: vars.fontSize.x2 } },
});

export const unit = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const regular = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  whiteSpace: 'nowrap',
});

export const vatNote = style({ flexBasis: '100%', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const action = style({ position: 'relative', zIndex: vars.zIndex.raised, marginTop: vars.space.x2 });
