/**
 * The CSS a page's first frame needs (site/server/critical-css.ts): of the
 * route's stylesheet, the rules that can match the page's markup, in order.
 */
import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from '../../../site/server/critical-css';

const used = (...names: string[]) => new Set(names);

describe('criticalCss', () => {
  it('keeps a rule whose classes the page uses and drops one naming a class it does not', () => {
    const css = '.a{color:red}.b{color:blue}.a .c{margin:0}.a.b{padding:0}';
    expect(criticalCss(css, used('a', 'b'))).toBe('.a{color:red}.b{color:blue}.a.b{padding:0}');
    expect(criticalCss(css, used('a', 'c'))).toBe('.a{color:red}.a .c{margin:0}');
  });

  it('keeps a rule when any one of its selectors can match, leaving the list as written', () => {
    expect(criticalCss('.x,.y:hover>.z{top:0}', used('x'))).toBe('.x,.y:hover>.z{top:0}');
    expect(criticalCss('.x,.y:hover>.z{top:0}', used('y'))).toBe('');
  });

  it('does not count classes inside :not(), :is(), :where(), :has() or attribute selectors', () => {
    expect(criticalCss('.a:not(.open){display:none}', used('a'))).toBe('.a:not(.open){display:none}');
    expect(criticalCss(':where(.x,.y) p{margin:0}', used())).toBe(':where(.x,.y) p{margin:0}');
    expect(criticalCss('.a[data-state="open"] .b{top:0}', used('a'))).toBe('');
    expect(criticalCss('.a[data-state="open"] .b{top:0}', used('a', 'b'))).toBe('.a[data-state="open"] .b{top:0}');
  });

  it('keeps element, universal and custom-property rules, @font-face, @keyframes and statements', () => {
    const css = '@import url(x.css);:root{--a:1}html,body{margin:0}*{box-sizing:border-box}@font-face{font-family:"X";src:url(/x.woff2)}@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}';
    expect(criticalCss(css, used())).toBe(css);
  });

  it('filters inside @media, @supports, @container and @layer, and drops a group left empty', () => {
    const css = '@media (min-width:48em){.a{top:0}.b{top:1px}}@supports (display:grid){.b{display:grid}}@container main (min-width:40em){.a{left:0}}@layer base{.a{right:0}}';
    expect(criticalCss(css, used('a'))).toBe('@media (min-width:48em){.a{top:0}}@container main (min-width:40em){.a{left:0}}@layer base{.a{right:0}}');
  });

  it('is not fooled by braces, commas or semicolons in strings and comments', () => {
    const css = '.a::before{content:"}{;,"}/* .b{} */.b{content:\';\'}';
    expect(criticalCss(css, used('a'))).toBe('.a::before{content:"}{;,"}');
  });

  it('keeps a rule whose selector it cannot judge (an escaped class name)', () => {
    expect(criticalCss('.md\\:flex{display:flex}', used())).toBe('.md\\:flex{display:flex}');
  });
});

describe('classesIn', () => {
  it('collects every class React wrote, once', () => {
    expect([...classesIn('<div class="a b"><p class="b  c">x</p><span class="">y</span><i data-class="z"></i></div>')]).toEqual(['a', 'b', 'c']);
  });
});
