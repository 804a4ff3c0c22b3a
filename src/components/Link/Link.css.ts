import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/**
 * The theme's link colours as a default for every Link, so links look right
 * in an app that does not ask the provider for page-wide styles. Wrapped in
 * `:where()` (no specificity) so that any class a component or the host app
 * puts on a link wins over it.
 */
export const link = style({});

globalStyle(`:where(${link})`, { color: vars.color.link, textUnderlineOffset: '0.15em' });
globalStyle(`:where(${link}:visited)`, { color: vars.color.linkVisited });
globalStyle(`:where(${link}:hover)`, { color: vars.color.linkHover });
