import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-6px)' }, to: { opacity: 1, transform: 'none' } });

export const panel = style({
  position: 'relative',
  width: 'min(400px, calc(100vw - 2rem))',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    // the little arrow towards the cart button
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '-7px',
      right: '28px',
      width: '12px',
      height: '12px',
      transform: 'rotate(45deg)',
      backgroundColor: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      borderLeft: `1px solid ${vars.color.border}`,
    },
  },
});

export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.x3,
  paddingInline: vars.space.x5,
  paddingTop: vars.space.x4,
  paddingBottom: vars.space.x3,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const body = style({
  position: 'relative',
  maxHeight: 'min(52vh, 420px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space.x5,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
});

globalStyle(`${list} > li + li`, { borderTop: `1px dashed ${vars.color.border}` });

export const loadingVeil = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: 'rgba(255, 255, 255, 0.65)',
});

export const loadingAlone = style({ display: 'flex', justifyContent: 'center', padding: vars.space.x8 });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.x3,
  paddingBlock: vars.space.x8,
  paddingInline: vars.space.x4,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const emptyIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  backgroundColor: vars.color.cream,
  color: vars.color.brand,
});

export const foot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x3,
  padding: vars.space.x5,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  borderBottomLeftRadius: vars.radius.lg,
  borderBottomRightRadius: vars.radius.lg,
});

export const totalRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  fontWeight: vars.fontWeight.bold,
});

export const totalValue = style({
  fontSize: vars.fontSize.x2,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

export const vatNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const viewCart = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  minHeight: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
});
