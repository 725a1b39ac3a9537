import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x4,
  // 16 px on phones below 640 px, so the totals and the full-width button keep their room at 320 px.
  padding: vars.space.x4,
  '@media': { [mq.sm]: { padding: vars.space.x5 } },
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x2 });

export const row = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.x4 });

export const term = style({ color: vars.color.textMuted });

export const value = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold });

export const discountTerm = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });

export const discountValue = style([value, { color: vars.color.success }]);

export const totalRow = style([
  row,
  { marginTop: vars.space.x1, paddingTop: vars.space.x3, borderTop: `2px dashed ${vars.color.border}` },
]);

export const totalTerm = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });

export const totalValue = style({
  fontSize: vars.fontSize.x2,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

export const saving = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x2,
  paddingBlock: vars.space.x2,
  paddingInline: vars.space.x3,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
