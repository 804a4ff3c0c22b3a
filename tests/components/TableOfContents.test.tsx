import { composeStories } from '@storybook/react-vite';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/TableOfContents.stories';
import { TableOfContents, useActiveSection } from '../../src/components/TableOfContents';

const { List, ActiveSection, Disclosure, CustomTitle, NoItems } = composeStories(stories);

describe('TableOfContents', () => {
  it('is a navigation named by its heading "On this page", linking to each section in order', () => {
    render(<List />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'On this page' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Reconstruction, 1865 to 1877', '#reconstruction'],
      ['1865 to 1870: three amendments', '#three-amendments'],
      ['A brief opening', '#a-brief-opening'],
      ['The Jim Crow era, 1877 to 1940s', '#jim-crow'],
      ['1883 and 1896: the courts step back', '#courts-step-back'],
      ['New pressure, 1940s to 1954', '#new-pressure'],
      ['1954: Brown v. Board of Education', '#brown'],
      ['The movement at its height, 1955 to 1965', '#the-movement'],
    ]);
  });

  it('nests level-3 items in an ordered list under the level-2 item before them', () => {
    render(<List />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const [outer] = within(nav).getAllByRole('list');
    expect(outer.tagName).toBe('OL');
    const sections = Array.from(outer.children) as HTMLElement[];
    expect(sections.map((item) => within(item).getAllByRole('link')[0].textContent)).toEqual([
      'Reconstruction, 1865 to 1877',
      'The Jim Crow era, 1877 to 1940s',
      'New pressure, 1940s to 1954',
      'The movement at its height, 1955 to 1965',
    ]);
    const reconstructionParts = within(sections[0]).getByRole('list');
    expect(within(reconstructionParts).getAllByRole('link').map((link) => link.textContent)).toEqual([
      '1865 to 1870: three amendments',
      'A brief opening',
    ]);
    expect(within(sections[3]).queryByRole('list')).not.toBeInTheDocument();
  });

  it('puts a level-3 item that comes before any level-2 item at the top level', () => {
    render(
      <TableOfContents
        items={[
          { id: 'intro', text: 'Before the war', level: 3 },
          { id: 'war', text: 'The war', level: 2 },
        ]}
      />,
    );
    const [outer] = screen.getAllByRole('list');
    expect(outer.children).toHaveLength(2);
  });

  it('marks only the current section with aria-current="location"', () => {
    render(<ActiveSection />);
    const current = screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('1883 and 1896: the courts step back');
    expect(current[0]).toHaveAttribute('aria-current', 'location');
  });

  it('marks the current section without changing the classes that set its size', () => {
    const { rerender } = render(<TableOfContents items={[{ id: 'a', text: 'A', level: 2 }]} />);
    const before = screen.getByRole('link').className;
    rerender(<TableOfContents items={[{ id: 'a', text: 'A', level: 2 }]} activeId="a" />);
    expect(screen.getByRole('link').className).toBe(before);
  });

  it('disclosure: a navigation named by its title and "(collapsible)", collapsed, that expands when its summary is pressed', async () => {
    render(<Disclosure />);
    const nav = screen.getByRole('navigation', { name: 'On this page (collapsible)' });
    expect(within(nav).queryByRole('heading')).not.toBeInTheDocument();
    const details = nav.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    const link = within(nav).getByRole('link', { name: 'Reconstruction, 1865 to 1877', hidden: true });
    expect(link).not.toBeVisible();
    await userEvent.click(within(nav).getByText('On this page'));
    expect(details).toHaveAttribute('open');
    expect(link).toBeVisible();
  });

  it('both variants on one page make two landmarks of different names, and `label` names either', () => {
    const items = [{ id: 'one', text: 'One', level: 2 as const }];
    const { rerender } = render(
      <>
        <TableOfContents items={items} variant="disclosure" />
        <TableOfContents items={items} />
      </>,
    );
    const [top, beside] = screen.getAllByRole('navigation');
    expect(screen.getByRole('navigation', { name: 'On this page (collapsible)' })).toBe(top);
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBe(beside);
    rerender(
      <>
        <TableOfContents items={items} label="Sections, top" />
        <TableOfContents items={items} label="Sections, beside the text" />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Sections, top' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sections, beside the text' })).toBeInTheDocument();
  });

  it('takes another title and heading level', () => {
    render(<CustomTitle />);
    expect(screen.getByRole('navigation', { name: 'In this timeline' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'In this timeline' })).toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    const { container } = render(<NoItems />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container.querySelector('nav')).toBeNull();
  });

  it('renders on the server, where nothing is current', () => {
    const html = renderToString(<TableOfContents items={[{ id: 'a', text: 'A', level: 2 }]} />);
    expect(html).toContain('href="#a"');
    expect(html).not.toContain('aria-current');
  });
});

/**
 * happy-dom's IntersectionObserver never reports (it does no layout), so the
 * hook's tests stand a fake in its place that the test drives: it reports
 * what a browser would as headings cross the line.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports each heading as inside the upper band, above it (scrolled past) or below it. */
  report(positions: Record<string, 'inside' | 'above' | 'below'>) {
    const rootBounds = { top: 0, bottom: 240 } as DOMRectReadOnly;
    const entries = Object.entries(positions).map(([id, where]) => {
      const target = this.observed.find((element) => element.id === id);
      if (!target) throw new Error(`${id} is not observed`);
      const top = where === 'above' ? -100 : where === 'inside' ? 100 : 600;
      return { target, isIntersecting: where === 'inside', rootBounds, boundingClientRect: { top } as DOMRectReadOnly } as IntersectionObserverEntry;
    });
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

describe('useActiveSection', () => {
  const ids = ['first', 'second', 'third'];

  function headings() {
    for (const id of ids) {
      const heading = document.createElement('h2');
      heading.id = id;
      document.body.append(heading);
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.instances = [];
    document.body.replaceChildren();
  });

  it('watches every heading with one observer whose band is the upper 30% of the viewport', () => {
    headings();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { unmount } = renderHook(() => useActiveSection(ids));
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options.rootMargin).toBe('0px 0px -70% 0px');
    expect(observer.observed.map((element) => element.id)).toEqual(ids);
    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('is null before any heading has reached the band, then the last one that has', () => {
    headings();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { result } = renderHook(() => useActiveSection(ids));
    const [observer] = FakeIntersectionObserver.instances;
    observer.report({ first: 'below', second: 'below', third: 'below' });
    expect(result.current).toBeNull();
    observer.report({ first: 'inside' });
    expect(result.current).toBe('first');
    observer.report({ first: 'above', second: 'inside' });
    expect(result.current).toBe('second');
    // Scrolled past the second with the third not yet up: still in the second section.
    observer.report({ second: 'above' });
    expect(result.current).toBe('second');
    // Back up: the second heading drops below the band again.
    observer.report({ second: 'below' });
    expect(result.current).toBe('first');
  });

  it('keeps the same observer when given a new array of the same ids', () => {
    headings();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { rerender } = renderHook(({ list }) => useActiveSection(list), { initialProps: { list: [...ids] } });
    rerender({ list: [...ids] });
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    rerender({ list: ['first'] });
    expect(FakeIntersectionObserver.instances).toHaveLength(2);
    expect(FakeIntersectionObserver.instances[0].disconnected).toBe(true);
  });

  it('skips ids whose element is not in the document', () => {
    headings();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderHook(() => useActiveSection(['first', 'missing', 'third']));
    expect(FakeIntersectionObserver.instances[0].observed.map((element) => element.id)).toEqual(['first', 'third']);
  });

  it('stays null without IntersectionObserver, and on the server', () => {
    headings();
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useActiveSection(ids));
    expect(result.current).toBeNull();
    function Probe() {
      return <p>{useActiveSection(ids) ?? 'none'}</p>;
    }
    expect(renderToString(<Probe />)).toContain('none');
  });
});
