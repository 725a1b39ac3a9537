import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const content = style({
  zIndex: vars.zIndex.floating,
  width: 'min(300px, calc(100vw - 1.5rem))',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x3,
  padding: vars.space.x4,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.charcoal,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': { animation: `${appear} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const question = style({ display: 'flex', alignItems: 'center', gap: vars.space.x2, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

export const pin = style({ color: vars.color.accent, flexShrink: 0 });

export const actions = style({ display: 'flex', gap: vars.space.x2 });

export const action = style({ flex: 1 });

export const arrow = style({ fill: vars.color.charcoal });
