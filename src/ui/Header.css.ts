import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  // A layer of its own: a new count on the cart button ('Agregar') repaints the header, not the page under it.
  willChange: 'transform',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  borderTop: `4px solid ${vars.color.brand}`,
  // the yellow rule under the red one
  backgroundImage: `linear-gradient(${vars.color.accent}, ${vars.color.accent})`,
  backgroundSize: '100% 3px',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'top',
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto 1fr auto',
  gridTemplateAreas: '"menu logo . actions" "search search search search" "strip strip strip strip"',
  alignItems: 'center',
  columnGap: vars.space.x2,
  rowGap: vars.space.x2,
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingBlock: `calc(3px + ${vars.space.x2})`,
  paddingInline: vars.space.x3,
  '@media': {
    [mq.md]: { paddingInline: vars.space.x6 },
    [mq.lg]: {
      gridTemplateColumns: 'auto auto minmax(0, 240px) minmax(0, 1fr) auto',
      gridTemplateAreas: '"menu logo strip search actions"',
      columnGap: vars.space.x4,
      paddingBlock: `calc(3px + ${vars.space.x3})`,
    },
  },
});

export const menuButton = style({
  gridArea: 'menu',
  marginInlineStart: `calc(-1 * ${vars.space.x2})`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});

export const logoLink = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  borderRadius: vars.radius.sm,
});

export const logo = style({
  height: '36px',
  width: 'auto',
  '@media': { [mq.lg]: { height: '46px' } },
});

export const search = style({ gridArea: 'search', minWidth: 0 });

export const strip = style({
  gridArea: 'strip',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x3,
  minWidth: 0,
  '@media': { [mq.lg]: { justifyContent: 'flex-start' } },
});

export const stripCondensed = style({
  '@media': { [`screen and (max-width: 1023.98px)`]: { display: 'none' } },
});

export const greeting = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '@media': { [mq.lg]: { display: 'none' } },
});

export const greetingName = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

/** Below 1024 px the chip ends its row, with or without the greeting (the city prompt hangs from its end). */
export const chipSlot = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  justifyContent: 'flex-end',
  '@media': { [mq.lg]: { flex: 'initial', justifyContent: 'flex-start' } },
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x2,
});

export const accountButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x2,
  minWidth: vars.size.touch,
  height: vars.size.touch,
  paddingInline: vars.space.x2,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  justifyContent: 'center',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
  '@media': {
    [mq.lg]: {
      paddingInline: vars.space.x4,
      border: `1.5px solid ${vars.color.border}`,
      selectors: { '&:hover': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft } },
    },
  },
});

export const accountIcon = style({ position: 'relative', display: 'inline-flex' });

export const onlineDot = style({
  position: 'absolute',
  top: '-2px',
  right: '-3px',
  width: '11px',
  height: '11px',
  borderRadius: '50%',
  backgroundColor: vars.color.successBright,
  border: `2px solid ${vars.color.surface}`,
});

export const accountLabel = style({
  display: 'none',
  maxWidth: '14ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [mq.lg]: { display: 'inline' } },
});

export const cartWrap = style({ position: 'relative' });

export const cartButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.x2,
  minWidth: vars.size.touch,
  height: vars.size.touch,
  paddingInline: vars.space.x3,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  boxShadow: '0 2px 0 rgba(110, 8, 24, 0.35)',
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
  '@media': { [mq.lg]: { paddingInline: vars.space.x4 } },
});

export const cartLabel = style({ display: 'none', '@media': { [mq.lg]: { display: 'inline' } } });

export const cartBadge = style({
  position: 'absolute',
  top: '-6px',
  right: '-6px',
  minWidth: '22px',
  height: '22px',
  paddingInline: '5px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
  border: `2px solid ${vars.color.surface}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [mq.lg]: { position: 'static', border: 'none', marginInlineStart: vars.space.x1 },
  },
});

export const cartPreview = style({
  display: 'none',
  position: 'absolute',
  top: `calc(100% + ${vars.space.x3})`,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  '@media': { [mq.lg]: { display: 'block' } },
});
