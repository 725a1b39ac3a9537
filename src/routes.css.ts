import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const pending = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
  padding: vars.space.x6,
});
