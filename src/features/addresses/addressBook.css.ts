import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x3, minWidth: 0 });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x2,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });

export const fieldset = style({ border: 'none', padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.x2, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x3,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x2,
  padding: vars.space.x3,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const choice = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.x3, cursor: 'pointer', minWidth: 0 });

export const radio = style({
  flex: 'none',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  accentColor: vars.color.brand,
  cursor: 'pointer',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const alias = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.x2,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.x2,
  paddingInlineStart: '32px',
  '@media': { [mq.md]: { paddingInlineStart: '32px' } },
});

// Text buttons in a row: their own narrow padding, so 'Editar' and 'Eliminar' share a line at 320 px (the tap target keeps its height).
globalStyle(`${actions} > button`, { paddingInline: vars.space.x2 });

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.x3,
  color: vars.color.textMuted,
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x4 });
