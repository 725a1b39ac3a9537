import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The staff link: discreet (small, muted) but a real link, with room for a finger. */
export const staff = style({ margin: 0, fontSize: vars.fontSize.sm });

export const staffLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.textMuted,
  textDecoration: 'underline',
  selectors: { '&:hover': { color: vars.color.text } },
});
