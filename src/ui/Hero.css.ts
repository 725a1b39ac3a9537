import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.color.brand,
  backgroundImage: `radial-gradient(circle at 85% 20%, rgba(255, 199, 44, 0.35), transparent 45%), radial-gradient(circle at 10% 110%, rgba(110, 8, 24, 0.9), transparent 55%)`,
  color: vars.color.textOnBrand,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'center',
  gap: vars.space.x6,
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.x4,
  paddingBlock: vars.space.x6,
  '@media': {
    [mq.md]: {
      gridTemplateColumns: '1.05fr 1fr',
      paddingInline: vars.space.x6,
      paddingBlock: vars.space.x12,
      gap: vars.space.x10,
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.x4 });

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x2,
  paddingBlock: vars.space.x1,
  paddingInline: vars.space.x3,
  borderRadius: vars.radius.pill,
  backgroundColor: 'rgba(0, 0, 0, 0.2)',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const headline = style({
  fontSize: vars.fontSize.x3,
  lineHeight: '1.08',
  letterSpacing: '-0.02em',
  textWrap: 'balance',
  '@media': { [mq.md]: { fontSize: vars.fontSize.x4 }, [mq.lg]: { fontSize: vars.fontSize.x5 } },
});

export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '36ch', color: 'rgba(255, 255, 255, 0.92)' });

export const media = style({
  position: 'relative',
  order: -1,
  '@media': { [mq.md]: { order: 0 } },
});

export const image = style({
  width: '100%',
  height: 'auto',
  // hero.svg is a 3:1 banner with its own text on the left: show its illustrated right part
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  objectPosition: 'right center',
  borderRadius: vars.radius.xl,
  '@media': { [mq.md]: { aspectRatio: '3 / 2' } },
  boxShadow: '0 18px 40px rgba(60, 4, 14, 0.45)',
  border: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.brandDeep,
});
