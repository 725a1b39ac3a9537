import { keyframes, style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } });

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.x3,
  bottom: vars.space.x3,
  zIndex: vars.zIndex.floating,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x3,
  padding: vars.space.x5,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  borderTop: `5px solid ${vars.color.accent}`,
  animation: `${rise} ${vars.motion.slow} ${vars.motion.easing}`,
  '@media': {
    [mq.md]: {
      insetInline: 0,
      marginInline: 'auto',
      width: 'min(760px, calc(100% - 3rem))',
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.x5,
      bottom: vars.space.x5,
    },
  },
});

export const icon = style({
  display: 'none',
  flexShrink: 0,
  placeItems: 'center',
  width: '52px',
  height: '52px',
  borderRadius: '50%',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.brand,
  '@media': { [mq.md]: { display: 'grid' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x1, flex: 1 });

export const title = style({ fontSize: vars.fontSize.lg });

export const body = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.x2,
  flexShrink: 0,
});

export const more = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
