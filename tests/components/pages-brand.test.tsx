/**
 * The brand preview (product §2, Brand preview; §4, contrast badge
 * grades; §9, contrast thresholds and performance targets). Expected
 * ratios are computed here from the same tokens, so the page is checked
 * against the design system rather than against copied numbers.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { matchPage } from '../../site/routes';
import { brandColours, contrastLevel, contrastRatio, formatRatio, textOnSurfacePairs, themeColours, typeScale } from '../../tokens';
import { renderRoute } from '../support/renderRoute';

const main = () => screen.getByRole('main');
const grade = (a: string, b: string) => `${contrastLevel(contrastRatio(a, b))}${formatRatio(contrastRatio(a, b))}`;

describe('Brand preview (/brand-preview)', () => {
  it('has one h1, breadcrumbs, and the palette, theme pairs, typography, components, accessibility and performance sections', () => {
    renderRoute('/brand-preview');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Brand Preview' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Brand Preview')).toHaveAttribute('aria-current', 'page');
    expect(within(main()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Colour palette',
      'Theme colour pairs',
      'Typography',
      'Components',
      'Accessibility notes',
      'Performance targets',
    ]);
  });

  it('keeps a sane outline: no heading skips a level, so gallery examples never outrank the page', () => {
    renderRoute('/brand-preview');
    const levels = [...main().querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1) expect(levels[index]).toBeLessThanOrEqual(levels[index - 1] + 1);
  });

  it('adds no second breadcrumb trail, no duplicate landmark names and no duplicate ids', () => {
    renderRoute('/brand-preview');
    const navNames = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label') ?? nav.getAttribute('aria-labelledby'));
    expect(new Set(navNames).size).toBe(navNames.length);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows the eight named colours with their contrast on parchment and on ink, computed from the tokens', () => {
    renderRoute('/brand-preview');
    const swatches = within(screen.getByRole('list', { name: 'Brand colours' })).getAllByRole('figure');
    expect(swatches).toHaveLength(8);
    for (const [name, value] of Object.entries(brandColours)) {
      const swatch = screen.getByRole('figure', { name });
      expect(swatch).toHaveTextContent(value.toUpperCase());
      const [onParchment, onInk] = within(swatch).getAllByRole('definition');
      expect(onParchment).toHaveTextContent(grade(value, brandColours.parchment));
      expect(onInk).toHaveTextContent(grade(value, brandColours.ink));
    }
  });

  it('tables every text-on-surface role pair with its ratio and grade in both themes (AAA >= 7, AA >= 4.5, else Fail)', () => {
    renderRoute('/brand-preview');
    const table = screen.getByRole('table', { name: /Text and surface role pairs/ });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Text role', 'Surface role', 'Parchment theme (light)', 'Ink theme (dark)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(textOnSurfacePairs.length);
    for (const [index, [text, surface]] of textOnSurfacePairs.entries()) {
      const cells = within(rows[index]).getAllByRole('cell');
      expect(within(rows[index]).getByRole('rowheader')).toHaveTextContent(text);
      expect(cells[0]).toHaveTextContent(surface);
      expect(cells[1]).toHaveTextContent(grade(themeColours.parchment[text], themeColours.parchment[surface]));
      expect(cells[2]).toHaveTextContent(grade(themeColours.ink[text], themeColours.ink[surface]));
    }
  });

  it('shows every step of the type scale', () => {
    renderRoute('/brand-preview');
    for (const step of typeScale) expect(within(main()).getByText(new RegExp(`^${step.name} ·`))).toBeInTheDocument();
  });

  it('has a gallery of the real components', () => {
    renderRoute('/brand-preview');
    const examples = within(main()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(examples).toEqual(
      expect.arrayContaining([
        'Buttons',
        'Badges',
        'Chips and tags',
        'Article cards',
        'Key facts',
        'Source list',
        'Filter bar',
        'Pagination',
        'Loading, error and empty states',
        'Search result and summary',
        'Breadcrumbs and page header',
      ]),
    );
    const cards = screen.getByRole('list', { name: 'Sample article cards' });
    expect(within(cards).getAllByRole('article')).toHaveLength(3);
    expect(within(cards).getByRole('link', { name: 'The Constitution of the United States' })).toHaveAttribute('href', '/articles/constitution');
    expect(within(cards).getByText('Featured')).toBeInTheDocument();
    for (const tag of screen.getAllByRole('link', { name: 'Tag: constitution' })) expect(tag).toHaveAttribute('href', '/search?tag=constitution');
    expect(screen.getByRole('complementary', { name: 'Key Facts' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sources' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('grades the contrast badge samples AAA, AA and Fail from the brand colours', () => {
    renderRoute('/brand-preview');
    const example = screen.getByRole('heading', { level: 3, name: 'Contrast badges' }).parentElement as HTMLElement;
    const items = within(example).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      `ink on parchment: ${grade(brandColours.ink, brandColours.parchment)}`,
      `granite on parchment: ${grade(brandColours.granite, brandColours.parchment)}`,
      `brass on parchment: ${grade(brandColours.brass, brandColours.parchment)}`,
    ]);
    expect(items.map((item) => item?.match(/: (AAA|AA|Fail)/)?.[1])).toEqual(['AAA', 'AA', 'Fail']);
  });

  it('gallery examples are live: filters press, pagination pages, states switch and Retry returns to loading', async () => {
    renderRoute('/brand-preview');
    const filters = screen.getByRole('group', { name: 'Filter Foundations articles' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Documents' }));
    expect(within(filters).getByRole('button', { name: 'Documents' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Showing 20 of 37 articles (Page 1 of 2)');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Showing 17 of 37 articles (Page 2 of 2)');

    expect(screen.getByText('Loading articles...')).toBeInTheDocument();
    const states = screen.getByRole('group', { name: 'Show list state' });
    await userEvent.click(within(states).getByRole('button', { name: 'Error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading articles: HTTP 500: Internal Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading articles...')).toBeInTheDocument();
    await userEvent.click(within(states).getByRole('button', { name: 'Empty' }));
    expect(screen.getByText('No articles found in this category yet.')).toBeInTheDocument();
  });

  it('lists the performance targets: LCP under 2.5 s, INP under 200 ms, CLS under 0.1, and our JS and CSS budgets', () => {
    renderRoute('/brand-preview');
    const table = screen.getByRole('table', { name: 'Performance targets' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Largest Contentful Paint (LCP)', 'under 2.5 s'],
      ['Interaction to Next Paint (INP)', 'under 200 ms'],
      ['Cumulative Layout Shift (CLS)', 'under 0.1'],
      ['JavaScript per public route', 'under 90 KB gzip'],
      ['CSS', 'under 25 KB gzip'],
    ]);
  });

  it('has accessibility notes naming the 4.5:1 text and 3:1 non-text thresholds', () => {
    renderRoute('/brand-preview');
    const heading = screen.getByRole('heading', { level: 2, name: 'Accessibility notes' });
    const notes = within(heading.parentElement as HTMLElement).getAllByRole('listitem');
    expect(notes.length).toBeGreaterThanOrEqual(5);
    expect(notes[0]).toHaveTextContent('4.5:1');
    expect(notes[0]).toHaveTextContent('3:1');
  });

  it('has its own title, description and canonical path', () => {
    const { page, params } = matchPage('/brand-preview');
    const head = page.head({ pathname: '/brand-preview', params, search: new URLSearchParams(), data: {}, missing: new Set() });
    expect(head).toMatchObject({ title: 'Brand Preview', path: '/brand-preview' });
    expect(head.description).toMatch(/^Parchment's design system/);
  });
});
