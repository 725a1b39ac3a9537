import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

export const button = style({
  position: 'fixed',
  right: vars.space.x4,
  bottom: vars.space.x4,
  zIndex: vars.zIndex.floating,
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  border: `2px solid ${vars.color.surface}`,
  borderRadius: '50%',
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.lg,
  opacity: 1,
  transform: 'translateY(0)',
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}, visibility 0s`,
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
  '@media': { [mq.md]: { right: vars.space.x6, bottom: vars.space.x6, width: '52px', height: '52px' } },
});

export const hidden = style({
  opacity: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
  transform: 'translateY(12px)',
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}, visibility 0s linear ${vars.motion.normal}`,
});
