import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

/** Where the toasts show (src/ui/Toasts.css.ts): clear of the cookie banner at the bottom, and from 1024 px below the header. */
export const notice = style({
  position: 'fixed',
  insetInline: vars.space.x3,
  top: vars.space.x3,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.x3,
  padding: vars.space.x4,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  borderInlineStart: `5px solid ${vars.color.info}`,
  '@media': {
    [mq.md]: { insetInline: 'auto', right: vars.space.x6, top: vars.space.x6, width: '400px' },
    [mq.lg]: { top: '92px' },
  },
});

export const text = style({ flex: '1 1 12rem', margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: 'flex', gap: vars.space.x2 });
