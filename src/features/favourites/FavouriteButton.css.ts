import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const button = style({
  color: vars.color.brand,
  selectors: { '&[aria-pressed="true"]': { backgroundColor: vars.color.brandSoft, borderColor: vars.color.brand } },
});

export const heart = style({ transition: `transform ${vars.motion.normal} ${vars.motion.easing}` });

globalStyle(`${button}[aria-pressed="true"] ${heart}`, { fill: 'currentColor', transform: 'scale(1.08)' });
