import { keyframes, style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

/** The chip stays where the header puts it; the prompt hangs below it. */
export const anchor = style({ position: 'relative', display: 'inline-flex', minWidth: 0 });

/**
 * Below 1024 px the chip ends its row at the screen's edge (after the greeting of a signed-in
 * customer), so the prompt hangs from the chip's end and grows towards the start: it stays on the
 * screen down to 320 px. From 1024 px the chip sits after the logo, and the prompt from its start.
 */
export const content = style({
  position: 'absolute',
  top: 'calc(100% + 10px)',
  insetInlineEnd: 0,
  '@media': {
    [mq.lg]: {
      insetInlineEnd: 'auto',
      insetInlineStart: 0,
      // The arrow under the chip's start.
      selectors: { '&::before': { insetInlineEnd: 'auto', insetInlineStart: 20 } },
    },
  },
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
    insetInlineEnd: 20,
    borderInline: '7px solid transparent',
    borderBlockEnd: `7px solid ${vars.color.charcoal}`,
  },
});

export const question = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x2,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const pin = style({ color: vars.color.accent, flexShrink: 0 });

export const actions = style({ display: 'flex', gap: vars.space.x2 });

export const action = style({ flex: 1 });
