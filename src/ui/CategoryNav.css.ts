import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

export const nav = style({ minWidth: 0 });

export const title = style({
  display: 'none',
  marginBottom: vars.space.x3,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const titleResponsive = style({ '@media': { [mq.lg]: { display: 'block' } } });

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  gap: vars.space.x2,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  paddingBlock: vars.space.x1,
  marginInline: `calc(-1 * ${vars.space.x4})`,
  paddingInline: vars.space.x4,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  // With a mouse a row without a scrollbar cannot be swiped: the chips wrap onto more rows instead
  // (the home page's nine categories did not fit 1280 px, 'Postres' was out of reach).
  '@media': {
    '(hover: hover) and (pointer: fine)': { flexWrap: 'wrap', overflowX: 'visible', marginInline: 0, paddingInline: 0 },
  },
});

export const listResponsive = style({
  '@media': {
    [mq.lg]: {
      flexDirection: 'column',
      gap: vars.space.x1,
      overflowX: 'visible',
      marginInline: 0,
      padding: vars.space.x2,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.card,
    },
  },
});

export const item = style({ scrollSnapAlign: 'start', flexShrink: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x2,
  minHeight: vars.size.touch,
  paddingInline: vars.space.x4,
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="page"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
  },
});

export const linkResponsive = style({
  '@media': {
    [mq.lg]: {
      display: 'flex',
      width: '100%',
      justifyContent: 'space-between',
      border: 'none',
      borderRadius: vars.radius.md,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.semibold,
      whiteSpace: 'normal',
      selectors: {
        '&:hover': { backgroundColor: vars.color.cream, color: vars.color.text },
        '&[aria-current="page"]': {
          backgroundColor: vars.color.brandSoft,
          color: vars.color.brand,
          fontWeight: vars.fontWeight.black,
        },
      },
    },
  },
});

export const count = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  opacity: 0.75,
  fontVariantNumeric: 'tabular-nums',
});
