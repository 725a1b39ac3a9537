import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.x4 });
export const text = style({ display: 'grid', gap: vars.space.x1, minWidth: 0 });
export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const state = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '56px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[aria-checked="true"]': { backgroundColor: vars.color.brand },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // 44 px touch target around the 32 px track.
    '&::after': { content: '""', position: 'absolute', inset: '-6px' },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '4px',
  left: '4px',
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${track}[aria-checked="true"] &`]: { transform: 'translateX(24px)' } },
});
