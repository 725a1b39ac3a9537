import { style } from '@vanilla-extract/css';

/** The <picture> wrapper takes no box of its own: the <img> keeps its place and sizing in the card's frame. */
export const picture = style({ display: 'contents' });
