import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';
import { card } from '../../ui/FormCard.css';

export const form = style([card, { width: '100%', maxWidth: '720px', marginInline: 'auto' }]);

// The delivery-mode choice's look (legend, modes, radio, check) is drawn by PickupOrDelivery (src/pages/pickup).
export const legend = style({
  padding: 0,
  marginBottom: vars.space.x3,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
});

export const modes = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.x3 });

export const mode = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.x2,
  minHeight: '96px',
  padding: vars.space.x3,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:has(input:checked)': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft, color: vars.color.brand },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const radio = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });

export const check = style({
  position: 'absolute',
  top: vars.space.x2,
  right: vars.space.x2,
  display: 'none',
  placeItems: 'center',
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  selectors: { [`${mode}:has(input:checked) &`]: { display: 'grid' } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.x4,
  // Two columns from a tablet, the first wider: a delivery day in words ('miércoles 30 de septiembre') must not be cut.
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const full = style({ '@media': { [mq.md]: { gridColumn: '1 / -1' } } });

export const readOnlyCity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x2,
  minHeight: '48px',
  paddingInline: vars.space.x4,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  border: `1.5px dashed ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const readOnlyLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const pin = style({ color: vars.color.brand });
