import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../styles/theme.css';

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x2,
  minWidth: 0,
  maxWidth: '100%',
  minHeight: '36px',
  paddingBlock: vars.space.x1,
  paddingInline: vars.space.x3,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    // 44 px touch target around a compact chip
    '&::after': { content: '""', position: 'absolute', inset: '-4px 0' },
    '&:hover': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft },
  },
  '@media': {
    [mq.lg]: { minHeight: vars.size.touch, border: 'none', backgroundColor: 'transparent', paddingInline: vars.space.x2 },
  },
});

export const pin = style({ color: vars.color.brand, flexShrink: 0 });

export const text = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.x1,
  minWidth: 0,
  lineHeight: vars.lineHeight.snug,
  '@media': { [mq.lg]: { flexDirection: 'column', gap: 0 } },
});

export const caption = style({
  display: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  '@media': { [mq.lg]: { display: 'block' } },
});

export const place = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.x1, minWidth: 0, maxWidth: '100%' });

export const city = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const address = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
});

export const chevron = style({ color: vars.color.textMuted, flexShrink: 0 });
