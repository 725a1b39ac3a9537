import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

export const root = style({
  marginTop: 'auto',
  backgroundColor: vars.color.brandDeep,
  color: vars.color.textOnBrand,
  borderTop: `6px solid ${vars.color.accent}`,
  // Not content-visibility: auto (tried): off screen its text then has no background an auditor
  // (axe) can read, and the contrast check fails on the pages where it starts far below.
});

export const inner = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.x4,
  '@media': { [mq.md]: { paddingInline: vars.space.x6 } },
});

export const payments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x3,
  paddingBlock: vars.space.x6,
  borderBottom: '1px solid rgba(255, 255, 255, 0.15)',
  '@media': { [mq.lg]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.x6 } },
});

export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
  fontFamily: vars.font.body,
});

export const paymentList = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.x2,
  '@media': { [mq.sm]: { display: 'flex', flexWrap: 'wrap' } },
});

export const paymentItem = style({
  display: 'grid',
  placeItems: 'center',
  height: '40px',
  paddingInline: vars.space.x2,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  '@media': { [mq.sm]: { width: '68px' } },
});

export const paymentImage = style({ maxHeight: '26px', width: 'auto', maxWidth: '100%', objectFit: 'contain' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.x8,
  paddingBlock: vars.space.x8,
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: '1.4fr 1fr 1fr 1fr' },
  },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x3 });

export const brandName = style({ fontSize: vars.fontSize.x2, color: vars.color.textOnBrand });

export const tagline = style({ color: 'rgba(255, 255, 255, 0.85)', maxWidth: '32ch' });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x3 });

export const links = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x2,
  minHeight: vars.size.touch,
  color: vars.color.textOnBrand,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.accent },
  },
});

/** A footer action that reads like its links (the consent withdrawal). */
export const linkButton = style([
  link,
  { background: 'none', border: 0, padding: 0, font: 'inherit', textAlign: 'start', cursor: 'pointer' },
]);

export const linkIcon = style({ color: vars.color.accent });

export const social = style({ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.x2 });

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: '50%',
  backgroundColor: 'rgba(255, 255, 255, 0.1)',
  color: vars.color.textOnBrand,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
    '&:focus-visible': { outlineColor: vars.color.accent },
  },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x1,
  paddingBlock: vars.space.x5,
  borderTop: '1px solid rgba(255, 255, 255, 0.15)',
  fontSize: vars.fontSize.sm,
  color: 'rgba(255, 255, 255, 0.85)',
  '@media': { [mq.md]: { flexDirection: 'row', justifyContent: 'space-between' } },
});
