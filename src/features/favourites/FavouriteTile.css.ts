import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';

export const tile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x2, height: '100%' });
export const cardSlot = style({ flex: 1, minHeight: 0 });
export const remove = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  minHeight: '44px',
  paddingInline: vars.space.x1,
  whiteSpace: 'nowrap',
  letterSpacing: '-0.01em',
  '@media': { [mq.sm]: { fontSize: vars.fontSize.sm } },
});

export const unavailable = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
});
export const unavailableMedia = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  backgroundColor: vars.color.cream,
  color: vars.color.borderStrong,
});
export const unavailableBody = style({
  display: 'grid',
  gap: vars.space.x2,
  padding: vars.space.x4,
  alignContent: 'start',
  justifyItems: 'start',
});
export const unavailableName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
export const unavailableText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
