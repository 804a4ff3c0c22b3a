/**
 * The CSS a page's first frame needs: of the route's stylesheets (inlined in
 * the page's head), only the rules that can match the page as rendered. A
 * route's CSS holds every component the route can show, about 40-70 KB; a
 * page uses a third to a half of it, and the rest would cost the document a
 * second round trip before its first paint. The full stylesheets follow once
 * the page has loaded (site/boot.ts enables them), before anything can render
 * a component the server did not.
 *
 * A rule is kept when one of its selectors names only classes that appear in
 * the page's markup. Classes inside functional pseudo-classes (:not(), :is(),
 * :where(), :has()) and attribute selectors are not counted: `:not(.x)`
 * matches more when .x is absent, so such a selector is judged by its other
 * classes only. Everything that is not a style rule (@font-face, @keyframes,
 * custom properties on :root...) is kept, and the grouping rules (@media,
 * @supports, @container, @layer) keep what they hold by the same test. What
 * is kept stays in its order, so the cascade is the full stylesheet's.
 *
 * The input is the build's minified CSS: no nesting, and no escaped class
 * names (a rule with a backslash in its selector is kept, unjudged).
 */

type Item = { kind: 'keep'; text: string } | { kind: 'rule'; text: string; selectors: string[][] } | { kind: 'group'; prelude: string; items: Item[] };

const GROUPING_RULES = /^@(media|supports|container|layer)\b/i;
const parsed = new Map<string, Item[]>();

/** The index just past the block that opens at `open` (a '{'), minding strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") index = stringEnd(css, index);
    else if (char === '/' && css[index + 1] === '*') index = css.indexOf('*/', index + 2) + 1 || css.length;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return index + 1;
  }
  return css.length;
}

function stringEnd(css: string, start: number): number {
  for (let index = start + 1; index < css.length; index++) {
    if (css[index] === '\\') index++;
    else if (css[index] === css[start]) return index;
  }
  return css.length;
}

/** Where the prelude starting at `start` ends: its '{', or the ';' of a statement such as @import. */
function preludeEnd(css: string, start: number): number {
  let parens = 0;
  for (let index = start; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") index = stringEnd(css, index);
    else if (char === '(') parens++;
    else if (char === ')') parens--;
    else if (parens === 0 && (char === '{' || char === ';')) return index;
  }
  return css.length;
}

/** The selectors of a list, split at its top-level commas. */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

/** The classes an element must carry for the selector to match, leaving out what is inside parentheses or brackets. */
function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}

function parse(css: string): Item[] {
  const items: Item[] = [];
  let index = 0;
  while (index < css.length) {
    while (index < css.length && /\s/.test(css[index])) index++;
    if (css.startsWith('/*', index)) {
      index = css.indexOf('*/', index + 2) + 2 || css.length;
      continue;
    }
    if (index >= css.length) break;
    const end = preludeEnd(css, index);
    const prelude = css.slice(index, end).trim();
    if (css[end] !== '{') {
      // A statement (@import, @charset, @layer a, b;), or a stray ';'.
      if (prelude) items.push({ kind: 'keep', text: `${prelude};` });
      index = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    const text = css.slice(index, close);
    if (GROUPING_RULES.test(prelude)) items.push({ kind: 'group', prelude, items: parse(css.slice(end + 1, close - 1)) });
    else if (prelude.startsWith('@') || prelude.includes('\\')) items.push({ kind: 'keep', text });
    else items.push({ kind: 'rule', text, selectors: splitSelectors(prelude).map(requiredClasses) });
    index = close;
  }
  return items;
}

function keep(items: Item[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const item of items) {
    if (item.kind === 'keep') out += item.text;
    else if (item.kind === 'rule') {
      if (item.selectors.some((required) => required.every((name) => classes.has(name)))) out += item.text;
    } else {
      const inner = keep(item.items, classes);
      if (inner) out += `${item.prelude}{${inner}}`;
    }
  }
  return out;
}

/** The classes used in a piece of server-rendered markup (React writes `class="..."`). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The rules of `css` that can match markup using only these classes, in their order. */
export function criticalCss(css: string, classes: ReadonlySet<string>): string {
  let items = parsed.get(css);
  if (!items) parsed.set(css, (items = parse(css)));
  return keep(items, classes);
}
