import { keyframes, style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

/**
 * Where the header ends (src/ui/Header.css.ts): below 1024 px its three rows (menu, logo and
 * account; search; location), 166 px at 320–768 px; from 1024 px its one row, 80 px. The badge
 * floats just below it, over the page, never over the logo or a header control (
 * e2e/installable-app.spec.ts checks it at 320 and 375 px).
 */
const HEADER_BOTTOM = { narrow: '166px', wide: '80px' } as const;

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, 12px)' },
  to: { opacity: 1, transform: 'translate(-50%, 0)' },
});

export const badge = style({
  position: 'fixed',
  left: '50%',
  top: `calc(${HEADER_BOTTOM.narrow} + ${vars.space.x3})`,
  transform: 'translateX(-50%)',
  maxWidth: `calc(100vw - 2 * ${vars.space.x3})`,
  whiteSpace: 'nowrap',
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
  '@media': { [mq.lg]: { top: `calc(${HEADER_BOTTOM.wide} + ${vars.space.x3})` } },
});

export const icon = style({ color: vars.color.accent });
