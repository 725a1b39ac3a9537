import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const pulse = keyframes({ '0%, 100%': { transform: 'scale(1)' }, '50%': { transform: 'scale(1.05)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.x6,
  backgroundColor: vars.color.cream,
  opacity: 1,
  visibility: 'visible',
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}, visibility 0s linear 0s`,
});

export const hidden = style({
  opacity: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}, visibility 0s linear ${vars.motion.slow}`,
});

export const logo = style({ height: '64px', width: 'auto' });

// Only while the cover shows: an infinite animation under `visibility: hidden` still costs the page
// a style recalculation every frame, for as long as the page is open.
globalStyle(`${overlay}:not(${hidden}) ${logo}`, {
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` } },
});
