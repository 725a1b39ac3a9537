import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
});

export const step = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.x1,
  textAlign: 'center',
  paddingInline: vars.space.x1,
});

/** The line from this step's dot to the previous one. */
export const connector = style({
  position: 'absolute',
  top: '15px',
  insetInlineEnd: '50%',
  width: '100%',
  height: '4px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
  zIndex: 0,
});
export const connectorDone = style({ backgroundColor: vars.color.success });
export const connectorCancelled = style({ backgroundColor: vars.color.textMuted });

export const dot = style({
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  width: '34px',
  height: '34px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
});

export const dotState = styleVariants({
  pending: {},
  done: { borderColor: vars.color.success, backgroundColor: vars.color.success, color: vars.color.textOnBrand },
  current: {
    borderColor: vars.color.brand,
    backgroundColor: vars.color.brand,
    color: vars.color.textOnBrand,
    boxShadow: `0 0 0 4px ${vars.color.brandSoft}`,
  },
  cancelled: { borderColor: vars.color.charcoal, backgroundColor: vars.color.charcoal, color: vars.color.textOnBrand },
});

export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
});
export const labelReached = style({ color: vars.color.text });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
