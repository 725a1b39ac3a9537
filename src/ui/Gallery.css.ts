import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column' });

export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.x2,
  padding: vars.space.x3,
  backgroundColor: vars.color.charcoal,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${toc} a`, { color: vars.color.accent });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x5,
  paddingBlock: vars.space.x8,
  borderTop: `6px solid ${vars.color.creamDeep}`,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.x3 });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x4 });

export const twoCols = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.x5,
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(300px, 1fr)' } },
});

export const catalogue = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.x5,
  paddingBlock: vars.space.x6,
  '@media': { [mq.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: vars.space.x8, paddingBlock: vars.space.x10 } },
});

export const pageHeading = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.x3,
  marginBottom: vars.space.x4,
});

export const pageTitle = style({ fontSize: vars.fontSize.x2, '@media': { [mq.md]: { fontSize: vars.fontSize.x3 } } });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A box that contains position:fixed children (transform makes it their containing block). */
export const frame = style({
  position: 'relative',
  transform: 'translateZ(0)',
  overflow: 'hidden',
  minHeight: '260px',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.cream,
});

export const tall = style({ minHeight: '760px' });

export const cartCard = style({
  padding: vars.space.x5,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const cartList = style({
  listStyle: 'none',
  padding: 0,
});

globalStyle(`${cartList} > li + li`, { borderTop: `1px dashed ${vars.color.border}` });

export const searchDemo = style({ maxWidth: '560px', minHeight: '380px' });
