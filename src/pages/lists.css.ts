import { style } from '@vanilla-extract/css';
import { grid as productGrid } from '../ui/ProductGrid.css';
import { mq, vars } from '../styles/theme.css';

/** /mis-favoritos, /mis-suscripciones, /recomendados, /preferencias: account pages with a head and a list. */

const gutter = { paddingInline: vars.space.x4, marginInline: 'auto', width: '100%' } as const;

export const page = style({
  ...gutter,
  maxWidth: '1200px',
  paddingBlock: vars.space.x6,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.x6,
  '@media': { [mq.md]: { paddingBlock: vars.space.x10 } },
});
export const narrowPage = style([page, { maxWidth: '880px' }]);

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.x4 });
export const headIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.md,
});
export const headText = style({ display: 'grid', gap: vars.space.x1, minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.x2,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.black,
  color: vars.color.text,
  '@media': { [mq.md]: { fontSize: vars.fontSize.x3 } },
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const grid = style([productGrid, { margin: 0 }]);
// One column held to the page: a card with a wide least width cannot widen the page on a phone.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.x4,
});
export const center = style({ display: 'grid', justifyItems: 'center', paddingBlock: vars.space.x12 });

/** A settings card of /preferencias. */
export { card } from '../ui/surfaces.css';
export const cardHead = style({ display: 'grid', gap: vars.space.x1 });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });
export const cardBody = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const maintenanceOn = style({ borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brandSoft}` });

export const popupRow = style({
  display: 'grid',
  gap: vars.space.x4,
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 220px', alignItems: 'start' } },
});
export const popupForm = style({ display: 'grid', gap: vars.space.x3, justifyItems: 'start' });
export const popupField = style({ width: '100%' });
export const preview = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.creamDeep,
  border: `1px solid ${vars.color.border}`,
});

export const saved = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x2,
  margin: 0,
  padding: vars.space.x3,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

/** Product page: 'Agregar' and the heart side by side. */
export const detailActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x3, alignItems: 'center' });
export const quantityLabel = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
