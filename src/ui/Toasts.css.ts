import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

const slide = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

export const region = style({
  position: 'fixed',
  // On a phone, at the bottom (within thumb reach): at the top it covered the header's cart and its new count.
  bottom: `calc(${vars.space.x3} + env(safe-area-inset-bottom, 0px))`,
  insetInline: vars.space.x3,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x2,
  pointerEvents: 'none',
  // from 1024 px, below the one-row header so the cart button stays visible
  '@media': {
    [mq.md]: { insetInline: 'auto', right: vars.space.x6, bottom: 'auto', top: vars.space.x6, width: '400px' },
    [mq.lg]: { top: '92px' },
  },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x2 });

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.x3,
  paddingBlock: vars.space.x3,
  paddingInlineStart: vars.space.x4,
  paddingInlineEnd: vars.space.x1,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  borderInlineStart: '5px solid',
  animation: `${slide} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const level = styleVariants({
  info: { borderInlineStartColor: vars.color.info },
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.accentHover },
  error: { borderInlineStartColor: vars.color.danger },
});

export const icon = styleVariants({
  info: { color: vars.color.info, marginTop: '2px' },
  success: { color: vars.color.success, marginTop: '2px' },
  warning: { color: vars.color.warning, marginTop: '2px' },
  error: { color: vars.color.danger, marginTop: '2px' },
});

export const message = style({
  flex: 1,
  paddingTop: '1px',
  fontSize: vars.fontSize.sm,
  // The sizes and weights every page already draws (14 px at 400, its action at 700): a font instance
  // the page has not used yet costs the first 'Agregar' ~6-10 ms of layout at 4× (docs/performance.md).
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** 'Ver carrito': a link inside the message, a touch target of its own. */
export const action = style({
  display: 'inline-block',
  paddingBlock: vars.space.x1,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  whiteSpace: 'nowrap',
});

export const dismiss = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  marginBlock: `calc(-1 * ${vars.space.x2})`,
  border: 'none',
  borderRadius: '50%',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  flexShrink: 0,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text } },
});
