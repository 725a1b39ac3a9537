import { style } from '@vanilla-extract/css';

/** The island's wrapper takes no box of its own: its content lays out as if the wrapper were not there. */
export const island = style({ display: 'contents' });
