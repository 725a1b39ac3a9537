import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';

/** /mis-pedidos, /seguir-pedidos, /detalle-pedido, /calificar-pedido. */

const gutter = { paddingInline: vars.space.x4, marginInline: 'auto', width: '100%' } as const;

export const page = style({
  ...gutter,
  maxWidth: '960px',
  paddingBlock: vars.space.x6,
  display: 'grid',
  gap: vars.space.x5,
  '@media': { [mq.md]: { paddingBlock: vars.space.x10, paddingInline: vars.space.x6 } },
});
export const wide = style({ maxWidth: '1140px' });
export const narrow = style({ maxWidth: '640px' });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.x3,
});
export const headText = style({ display: 'grid', gap: vars.space.x1, minWidth: 0 });
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.brand,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.x2,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.black,
  '@media': { [mq.md]: { fontSize: vars.fontSize.x3 } },
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.x3 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.x3 });
export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space.x3, paddingBlock: vars.space.x2 });
export const updated = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minHeight: '24px',
});
export const pending = style({ display: 'grid', placeItems: 'center', minHeight: '40vh' });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x1,
  justifySelf: 'start',
  minHeight: '44px',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** A payment that still needs the customer. */
export const payment = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x3,
  padding: vars.space.x3,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});
export const paymentText = style({ display: 'grid', gap: vars.space.x1 });
export const paymentState = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x1,
  fontWeight: vars.fontWeight.black,
});

// ─── /detalle-pedido ───

export const detailGrid = style({
  display: 'grid',
  gap: vars.space.x4,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start', gap: vars.space.x6 } },
});
export const column = style({ display: 'grid', gap: vars.space.x4, minWidth: 0, alignContent: 'start' });

export const card = style({
  display: 'grid',
  gap: vars.space.x4,
  padding: vars.space.x4,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  '@media': { [mq.md]: { padding: vars.space.x6 } },
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x2,
});
export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.x3,
  paddingBlock: vars.space.x3,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingTop: 0 } },
});
export const qty = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '36px',
  height: '36px',
  paddingInline: vars.space.x2,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.cream,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.black,
});
export const lineName = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const lineTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const lineSub = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const lineTotal = style({ fontWeight: vars.fontWeight.black, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const totals = style({ display: 'grid', gap: vars.space.x2, margin: 0 });
export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.x3,
  fontVariantNumeric: 'tabular-nums',
});
export const totalLabel = style({ color: vars.color.textMuted });
export const totalValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const grandTotal = style({
  paddingTop: vars.space.x3,
  borderTop: `2px solid ${vars.color.text}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
});
export const grandValue = style({ margin: 0, color: vars.color.brand, fontWeight: vars.fontWeight.black, whiteSpace: 'nowrap' });

export const facts = style({ display: 'grid', gap: vars.space.x3, margin: 0 });
export const fact = style({ display: 'grid', gap: '2px' });
export const factLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
});
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.x2,
  fontSize: vars.fontSize.sm,
});
export const historyItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.x3,
  color: vars.color.textMuted,
});
export const historyState = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2, alignItems: 'flex-end' });
export const frequency = style({ flex: '1 1 140px', minWidth: 0 });

export const rated = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x2,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

// ─── /calificar-pedido ───

export const form = style({ display: 'grid', gap: vars.space.x5 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x3 });
