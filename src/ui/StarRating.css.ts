import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.x2, minWidth: 0 });

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  marginBottom: vars.space.x2,
});

export const row = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.x1 });

export const input = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });

export const star = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { transform: 'scale(1.08)' },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const starOn = style({ color: vars.color.accentHover });
globalStyle(`${starOn} svg`, { fill: 'currentColor' });

export const word = style({
  marginInlineStart: vars.space.x2,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  minHeight: '1.5em',
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x1,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
