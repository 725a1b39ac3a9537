import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.x4 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.x3 });
