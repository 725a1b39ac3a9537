import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';
import { base as button } from './Button.css';

export const wrap = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.x10,
  paddingInline: vars.space.x4,
  '@media': { [mq.md]: { paddingBlock: vars.space.x16 } },
});

export const panel = style({
  width: '100%',
  maxWidth: '560px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.x4,
  paddingBlock: vars.space.x10,
  // 16 px on phones (inside a page's own gutter the card is only 256 px wide at 320 px), more from 640 px.
  paddingInline: vars.space.x4,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  '@media': { [mq.sm]: { paddingInline: vars.space.x6 }, [mq.md]: { paddingInline: vars.space.x12 } },
});

export const bubble = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '96px',
  height: '96px',
  borderRadius: '50%',
  marginBottom: vars.space.x2,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: '-8px',
      borderRadius: '50%',
      border: '2px dashed currentColor',
      opacity: 0.35,
    },
  },
});

export const tone = styleVariants({
  brand: { backgroundColor: vars.color.accent, color: vars.color.brand },
  success: { backgroundColor: vars.color.successSoft, color: vars.color.success },
  warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warning },
  neutral: { backgroundColor: vars.color.cream, color: vars.color.brand },
});

export const code = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.brand,
});

export const title = style({ fontSize: vars.fontSize.x3, '@media': { [mq.md]: { fontSize: vars.fontSize.x4 } } });

export const body = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: '40ch' });

export const extra = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.x3,
  color: vars.color.textMuted,
});

// Stacked on phones, where a long label ('Intentar el pago de nuevo') may take two lines rather than
// run out of its button; side by side from 640 px, wrapping centred when three do not fit one row.
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.x2,
  width: '100%',
  marginTop: vars.space.x2,
  '@media': { [mq.sm]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'center' } },
});

globalStyle(`${actions} > ${button}`, {
  whiteSpace: 'normal',
  textAlign: 'center',
  '@media': { [mq.sm]: { whiteSpace: 'nowrap' } },
});
