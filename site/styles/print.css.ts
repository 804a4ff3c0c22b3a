/**
 * A printed page is a classroom handout (docs/product.md §5, Print): the
 * article alone, black on white (the tokens switch every theme to
 * printColours on paper), with no site header, navigation, footer, buttons or
 * forms, no decorative illustration, and no page break between a heading and
 * what it introduces or inside a small block. Components print their own
 * details (source URLs in full, citations without their copy buttons).
 */
import { globalStyle } from '@vanilla-extract/css';

const print = (rules: Parameters<typeof globalStyle>[1]) => ({ '@media': { print: rules } });

// Everything around the page's main content: skip link, header, footer, the route announcer.
globalStyle(':has(> #main) > :not(#main)', print({ display: 'none' }));
// Inside it: the controls and the ways onward that mean nothing on paper.
globalStyle('#main :is(nav, button, form, [data-print="omit"])', print({ display: 'none' }));

globalStyle('html, body', print({ background: '#fff', color: '#000' }));
globalStyle('#main', print({ padding: 0, margin: 0, maxWidth: 'none' }));
globalStyle('#main :is(h1, h2, h3, h4)', print({ breakAfter: 'avoid', breakInside: 'avoid' }));
globalStyle('#main p', print({ orphans: 3, widows: 3 }));
globalStyle('#main :is(figure, blockquote, aside, li, dt, dd, table)', print({ breakInside: 'avoid' }));
globalStyle('#main *', print({ boxShadow: 'none' }));
