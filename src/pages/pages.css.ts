import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

const gutter = { paddingInline: vars.space.x4, marginInline: 'auto', width: '100%', maxWidth: '1200px' } as const;

export const page = style({
  ...gutter,
  paddingBlock: vars.space.x6,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.x6,
});
export const narrow = style({ ...gutter, maxWidth: '560px', paddingBlock: vars.space.x8 });

export const title = style({
  fontSize: vars.fontSize.x3,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.black,
  color: vars.color.text,
  margin: 0,
});

export const section = style({ display: 'grid', gap: vars.space.x4 });
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x3,
});
export const sectionTitle = style([title, { fontSize: vars.fontSize.x2 }]);
export const muted = style({ color: vars.color.textMuted });
export const center = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.x4,
  paddingBlock: vars.space.x12,
  textAlign: 'center',
});

export const withSidebar = style({
  ...gutter,
  paddingBlock: vars.space.x6,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.x6,
  '@media': { [mq.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
});
export const sidebar = style({ minWidth: 0, '@media': { [mq.lg]: { position: 'sticky', top: '96px' } } });
export const content = style({ display: 'grid', gap: vars.space.x4, minWidth: 0 });

// minmax(0, …): a line or the summary with a wide least width is held to the page instead of widening it.
export const cartLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.x6,
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start' } },
});
export const cartLines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.x3 });

export const detail = style({
  ...gutter,
  paddingBlock: vars.space.x6,
  display: 'grid',
  gap: vars.space.x6,
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center' } },
});
export const detailImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.xl, background: vars.color.cream });
export const detailInfo = style({ display: 'grid', gap: vars.space.x4, justifyItems: 'start' });
export const detailPrice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.x3,
  fontSize: vars.fontSize.x3,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
  margin: 0,
});
export const detailRegular = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2 });
