import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space.x3,
  padding: vars.space.x4,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.cardHover } },
  '@media': {
    [mq.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: vars.space.x6,
      padding: vars.space.x5,
    },
  },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.x2,
  columnGap: vars.space.x3,
});

export const number = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black, color: vars.color.text });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.x1,
  columnGap: vars.space.x4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.x1 });

export const body = style({ display: 'grid', gap: vars.space.x2, minWidth: 0 });

export const side = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x4,
  paddingTop: vars.space.x3,
  borderTop: `1px dashed ${vars.color.border}`,
  '@media': { [mq.md]: { flexDirection: 'column', alignItems: 'flex-end', paddingTop: 0, borderTop: 'none' } },
});

export const total = style({
  display: 'grid',
  lineHeight: vars.lineHeight.tight,
  '@media': { [mq.md]: { justifyItems: 'end' } },
});
export const totalLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});
/** An amount never breaks inside ('$ 122.600' on one line, finding 12): the no-break space of formatPesos, and this. */
export const totalValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const extra = style({ display: 'grid', gap: vars.space.x3 });
