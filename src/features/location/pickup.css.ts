import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';
import { card } from '../../ui/FormCard.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x4,
  width: '100%',
  maxWidth: '720px',
  marginInline: 'auto',
});

export const switchCard = style([card]);

export const form = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.x4 }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const slots = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.x4,
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x3,
});

export const store = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.x3,
  rowGap: vars.space.x1,
  padding: vars.space.x3,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:has(input:checked)': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', backgroundColor: vars.color.surfaceMuted },
  },
});

export const radio = style({
  gridRow: '1 / span 4',
  marginTop: '4px',
  width: '20px',
  height: '20px',
  accentColor: vars.color.brand,
});

export const storeHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.x2,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const line = style({ margin: 0, fontSize: vars.fontSize.sm });

export const muted = style([line, { color: vars.color.textMuted }]);

export const note = style([line, { color: vars.color.brand, fontWeight: vars.fontWeight.bold }]);

export const resultStore = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x1,
  padding: vars.space.x3,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const listFieldset = style({ border: 'none', padding: 0, margin: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.x3,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
});
