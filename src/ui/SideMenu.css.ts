import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } });

export { overlay } from './Overlay.css';

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(340px, 88vw)',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const head = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x3,
  padding: vars.space.x5,
  paddingTop: vars.space.x6,
  paddingInlineEnd: '64px',
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  borderBottom: `4px solid ${vars.color.accent}`,
});

export const avatar = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '52px',
  height: '52px',
  borderRadius: '50%',
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x1, minWidth: 0 });

export const name = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const accountLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x1,
  minHeight: '32px',
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent,
  textDecorationThickness: '2px',
  selectors: { '&:focus-visible': { outlineColor: vars.color.accent } },
});

export const close = style({
  position: 'absolute',
  top: vars.space.x2,
  insetInlineEnd: vars.space.x2,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: '50%',
  backgroundColor: 'transparent',
  color: vars.color.textOnBrand,
  selectors: {
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.15)' },
    '&:focus-visible': { outlineColor: vars.color.accent },
  },
});

export const body = style({ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', paddingBlock: vars.space.x2 });

export const list = style({ listStyle: 'none', padding: 0, paddingInline: vars.space.x2 });

export const divider = style({
  height: '1px',
  marginBlock: vars.space.x2,
  marginInline: vars.space.x4,
  backgroundColor: vars.color.border,
  border: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x3,
  width: '100%',
  minHeight: '48px',
  paddingInline: vars.space.x3,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.cream, color: vars.color.brand },
    '&[aria-current="page"]': { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
  },
});

export const linkIcon = style({ color: vars.color.brand });

export const linkLabel = style({ flex: 1 });

export const trailingIcon = style({ color: vars.color.textMuted });

export const foot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x2,
  padding: vars.space.x4,
  borderTop: `1px solid ${vars.color.border}`,
});

export const logout = style([link, { color: vars.color.brand, fontWeight: vars.fontWeight.bold }]);

export const version = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });
