import { globalStyle, style } from '@vanilla-extract/css';
import { BREAKPOINTS_PX } from '../../../machines/constants';
import { mq, vars } from '../../styles/theme.css';
import { base as button } from '../../ui/Button.css';

export { card } from '../../ui/surfaces.css';

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x3,
  flexWrap: 'wrap',
});
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.x3 });
export const bubble = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.brand,
  flexShrink: 0,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });
export const detailLink = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x1,
  minHeight: '44px',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.x3,
  margin: 0,
  padding: vars.space.x4,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const factWide = style({ gridColumn: '1 / -1', '@media': { [mq.md]: { gridColumn: 'auto' } } });
export const term = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});
export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});
/** An amount never breaks inside ('$ 127.600'). */
export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** What each repeat brings, under the facts. */
export const products = style({ display: 'grid', gap: vars.space.x1 });
export const productList = style({
  margin: 0,
  paddingInlineStart: vars.space.x5,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  display: 'grid',
  gap: '2px',
});

export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.x3, minWidth: 0 });
// 150 px where there is room; on a 320 px phone it narrows (a number of days needs little) so 'Guardar' stays in the card.
export const frequencyField = style({ flex: '0 1 150px', minWidth: '96px' });
export const actions = style({
  display: 'flex',
  gap: vars.space.x3,
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const result = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  display: 'flex',
  gap: vars.space.x2,
  alignItems: 'flex-start',
});
export const ok = style({ color: vars.color.success });
export const failed = style({ color: vars.color.danger });

/** Paused or a skipped order: one line under the facts. */
export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'flex',
  gap: vars.space.x2,
  alignItems: 'flex-start',
});
/** Pause / resume / skip the next order, side by side, wrapping on phones. */
export const scheduleActions = style({ display: 'flex', gap: vars.space.x2, flexWrap: 'wrap' });

// Phones: the card's buttons keep a little less side padding, so the longest label ('Omitir el próximo
// pedido', 'Cancelar suscripción') stays on one line at 320 px; a label longer still takes two lines
// rather than run out of the card.
globalStyle(`${scheduleActions} > ${button}, ${actions} > ${button}`, {
  '@media': {
    [`screen and (max-width: ${BREAKPOINTS_PX.sm - 0.02}px)`]: {
      whiteSpace: 'normal',
      textAlign: 'center',
      paddingInline: vars.space.x3,
    },
  },
});
