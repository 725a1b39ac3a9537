import { style } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

/** The white bordered card of the account pages: a subscription of /mis-suscripciones, a settings block of /preferencias. */
export const card = style({
  display: 'grid',
  gap: vars.space.x4,
  // 16 px on phones below 640 px: at 320 px the card keeps 254 px for its buttons ('Omitir el próximo pedido').
  padding: vars.space.x4,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  '@media': { [mq.sm]: { padding: vars.space.x5 }, [mq.md]: { padding: vars.space.x6 } },
});
