import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

/** The chip stays where the header puts it; the prompt hangs below it. */
export const anchor = style({ position: 'relative', display: 'inline-flex', minWidth: 0 });

export const content = style({
  position: 'absolute',
  top: 'calc(100% + 10px)',
  insetInlineStart: 0,
  zIndex: vars.zIndex.floating,
  animation: `${appear} ${vars.motion.normal} ${vars.motion.easing}`,
  width: 'min(300px, calc(100vw - 1.5rem))',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x3,
  padding: vars.space.x4,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.charcoal,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.lg,
  // The arrow pointing at the chip.
  '::before': {
    content: '""',
    position: 'absolute',
    top: -7,
    insetInlineStart: 20,
    borderInline: '7px solid transparent',
    borderBlockEnd: `7px solid ${vars.color.charcoal}`,
  },
});

export const question = style({ display: 'flex', alignItems: 'center', gap: vars.space.x2, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

export const pin = style({ color: vars.color.accent, flexShrink: 0 });

export const actions = style({ display: 'flex', gap: vars.space.x2 });

export const action = style({ flex: 1 });
