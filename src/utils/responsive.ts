/** The widths a responsive value can change at, narrowest first (tokens/scale.ts `breakpoints`). */
export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/**
 * A value for every width, or one per width from the narrowest up: `'4'`, or
 * `{ mobile: '2', desktop: '6' }` (tablet keeps mobile's value, as a
 * min-width media query would).
 */
export type Responsive<Value> = Value | Partial<Record<Breakpoint, Value>>;

/** The elements a layout primitive can render as (its `as` prop). */
export type LayoutElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'nav'
  | 'header'
  | 'footer'
  | 'main'
  | 'figure'
  | 'form'
  | 'fieldset'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'p'
  | 'summary';
