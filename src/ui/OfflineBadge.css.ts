import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, 12px)' }, to: { opacity: 1, transform: 'translate(-50%, 0)' } });

export const badge = style({
  position: 'fixed',
  left: '50%',
  top: vars.space.x3,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x2,
  minHeight: '40px',
  paddingInline: vars.space.x4,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.charcoal,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const icon = style({ color: vars.color.accent });
