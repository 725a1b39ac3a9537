import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  // Phones: the stepper and the line's total take the whole width under the image and the name (beside
  // the image, a 320 px screen had no room left for a two-digit quantity and a six-digit total).
  gridTemplateAreas: '"image info remove" "controls controls controls"',
  '@media': { [mq.sm]: { gridTemplateAreas: '"image info remove" "image controls controls"' } },
  columnGap: vars.space.x3,
  rowGap: vars.space.x2,
  minWidth: 0,
  alignItems: 'start',
  paddingBlock: vars.space.x3,
  transition: `opacity ${vars.motion.normal}`,
});

export const busy = style({ opacity: 0.6 });

export const image = style({
  gridArea: 'image',
  width: '64px',
  height: '64px',
  '@media': { [mq.md]: { width: '76px', height: '76px' } },
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  backgroundColor: vars.color.creamDeep,
});

export const imageCompact = style({ width: '60px', height: '60px', '@media': { [mq.md]: { width: '60px', height: '60px' } } });

export const info = style({ gridArea: 'info', display: 'flex', flexDirection: 'column', gap: vars.space.x1, minWidth: 0 });

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: 0,
  fontFamily: vars.font.body,
});

export const nameCompact = style({ fontSize: vars.fontSize.sm });

export const unitPrice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x1 });

export const remove = style({
  gridArea: 'remove',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  marginTop: `calc(-1 * ${vars.space.x2})`,
  marginInlineEnd: `calc(-1 * ${vars.space.x2})`,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.danger, backgroundColor: vars.color.dangerSoft },
  },
});

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x3,
});

export const lineTotal = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const saving = style({
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
});
