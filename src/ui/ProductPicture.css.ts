import { globalStyle, style } from '@vanilla-extract/css';

/** The <picture> wrapper takes no box of its own: the <img> keeps its place and sizing in the card's frame. */
export const picture = style({ display: 'contents' });

// Without a box of its own, the wrapper's <source> children would each become a (blank) item of the
// parent's grid or flex layout, taking a cell and a gap: the product page's image moved 24 px down.
globalStyle(`${picture} > source`, { display: 'none' });
