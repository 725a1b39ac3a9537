import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

/** Shared card look of the page forms (LoginForm, AddressForm, ConfirmOrderForm compose it). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x5,
  padding: vars.space.x5,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  '@media': { [mq.md]: { padding: vars.space.x8 } },
});

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x1 });

export const title = style({ fontSize: vars.fontSize.x2, '@media': { [mq.md]: { fontSize: vars.fontSize.x3 } } });

export const subtitle = style({ color: vars.color.textMuted });

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.x2,
  padding: vars.space.x3,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});
