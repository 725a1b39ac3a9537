import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

export const ring = style({
  display: 'block',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: vars.color.creamDeep,
  borderTopColor: vars.color.brand,
  animation: `${spin} 800ms linear infinite`,
});

export const size = styleVariants({
  sm: { width: '18px', height: '18px', borderWidth: '2.5px' },
  md: { width: '32px', height: '32px', borderWidth: '3.5px' },
  lg: { width: '52px', height: '52px', borderWidth: '5px' },
});

export const tone = styleVariants({
  brand: {},
  inverse: { borderColor: 'rgba(255, 255, 255, 0.35)', borderTopColor: vars.color.textOnBrand },
});
