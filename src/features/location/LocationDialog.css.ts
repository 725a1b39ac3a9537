import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.x3 });
