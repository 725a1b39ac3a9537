import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

/** The white bordered card of the account pages: a subscription of /mis-suscripciones, a settings block of /preferencias. */
export const card = style({
  display: 'grid',
  gap: vars.space.x4,
  padding: vars.space.x5,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  '@media': { [mq.md]: { padding: vars.space.x6 } },
});
