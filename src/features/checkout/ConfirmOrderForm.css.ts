import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';
import { card } from '../../ui/FormCard.css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.x5,
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(320px, 1fr)', gap: vars.space.x8 } },
});

export const main = style([card]);

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.x4,
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const full = style({ '@media': { [mq.md]: { gridColumn: '1 / -1' } } });

export const delivery = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.x3,
  padding: vars.space.x4,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.cream,
  border: `1px solid ${vars.color.border}`,
});

export const deliveryIcon = style({ color: vars.color.brand, marginTop: '2px' });

export const deliveryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x1, flex: 1, minWidth: 0 });

export const deliveryTitle = style({ fontWeight: vars.fontWeight.black });

export const deliveryLine = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const edit = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  minHeight: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
});

export const aside = style([
  card,
  {
    gap: vars.space.x4,
    '@media': { [mq.lg]: { position: 'sticky', top: '120px' } },
  },
]);

export const asideTitle = style({ fontSize: vars.fontSize.xl });

export const lines = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.x2 });

export const line = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.x2, fontSize: vars.fontSize.sm });

export const qty = style({
  flexShrink: 0,
  minWidth: '2.2em',
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

export const lineName = style({ flex: 1, minWidth: 0 });

/** Amounts never break inside ('$ 122.600'). */
export const lineTotal = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x1,
  paddingTop: vars.space.x3,
  borderTop: `1px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const row = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.x4 });

export const term = style({ color: vars.color.textMuted });

export const value = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const discountTerm = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });

export const discountValue = style([value, { color: vars.color.success, fontWeight: vars.fontWeight.semibold }]);

export const grandRow = style([row, { paddingTop: vars.space.x2 }]);

export const grandTerm = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });

export const grandValue = style({
  fontSize: vars.fontSize.x2,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const saving = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.success });
