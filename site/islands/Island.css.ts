import { style } from '@vanilla-extract/css';

/** An island's wrapper takes no box of its own: the component inside lays out as if it were not there. */
export const island = style({ display: 'contents' });
