import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';

export const root = style({ position: 'relative', width: '100%' });

export const form = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.x4,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  height: vars.size.touch,
  paddingInlineStart: '46px',
  paddingInlineEnd: '48px',
  border: `1.5px solid transparent`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { backgroundColor: vars.color.surface },
    '&:focus': {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 3px rgba(29, 95, 168, 0.2)`,
    },
    '&:focus-visible': { outline: 'none' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const dropdown = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.x2})`,
  insetInline: 0,
  zIndex: vars.zIndex.dropdown,
  maxHeight: 'min(70vh, 480px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.x2,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  '@media': { [mq.lg]: { minWidth: '420px' } },
});

export const group = style({
  selectors: { '& + &': { marginTop: vars.space.x2, paddingTop: vars.space.x2, borderTop: `1px solid ${vars.color.border}` } },
});

export const groupTitle = style({
  paddingInline: vars.space.x3,
  paddingBlock: vars.space.x1,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.brand,
});

export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x3,
  minHeight: '56px',
  paddingBlock: vars.space.x1,
  paddingInline: vars.space.x2,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.color.cream } },
});

export const thumb = style({
  width: '48px',
  height: '48px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  backgroundColor: vars.color.creamDeep,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const itemName = style({
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'lowercase',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const itemCategory = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x3,
  padding: vars.space.x4,
  color: vars.color.textMuted,
});

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.x4 });
