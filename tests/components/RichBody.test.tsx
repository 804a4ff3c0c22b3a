import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/RichBody.stories';
import { RichBody, type RichBodySection } from '../../src/components/RichBody';
import { clampHeadingLevel, headingSlug } from '../../src/components/RichBody/blocks';

const { AllLevels, ClampedLevels, UnknownTypesIgnored, RepeatedHeadings, Empty, NothingRenderable, WithNotes } = composeStories(stories);

function renderHeading(level: unknown) {
  const section: RichBodySection = { type: 'heading', level, content: 'The Federalist Papers' };
  render(<RichBody body={{ sections: [section] }} />);
  return screen.getByRole('heading', { name: 'The Federalist Papers' });
}

describe('RichBody', () => {
  it('product §3: renders headings and paragraphs as text, in order', () => {
    render(<AllLevels />);
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => heading.tagName)).toEqual(['H2', 'H3', 'H4']);
    expect(screen.getByText(/Madison introduced nineteen amendments/)).toBeInTheDocument();
  });

  describe('product §5: heading level clamped to 2..4', () => {
    it.each([
      [0, 2],
      [1, 2],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 4],
      [9, 4],
      [-3, 2],
      [3.7, 3],
    ])('level %s renders as h%s', (level, expected) => {
      expect(renderHeading(level)).toHaveProperty('tagName', `H${expected}`);
    });

    it.each([
      ['the string "3"', '3'],
      ['a missing level', undefined],
      ['null', null],
      ['NaN', Number.NaN],
    ])('%s is not a number, so it renders at the default level 2', (_label, level) => {
      expect(renderHeading(level)).toHaveProperty('tagName', 'H2');
    });

    it('clampHeadingLevel agrees with what is rendered', () => {
      expect([0, 1, 5, 9, '3', undefined].map(clampHeadingLevel)).toEqual([2, 2, 4, 4, 2, 2]);
    });

    it('shows out-of-range levels at the nearest allowed level', () => {
      render(<ClampedLevels />);
      expect(screen.getByRole('heading', { level: 2, name: 'Level 1 is shown at level 2' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 4, name: 'Level 9 is shown at level 4' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'A missing level is shown at level 2' })).toBeInTheDocument();
    });
  });

  it('product §3: ignores section types other than heading and paragraph', () => {
    render(<UnknownTypesIgnored />);
    expect(screen.getByText(/five freedoms/)).toBeInTheDocument();
    expect(screen.getByText(/standing armies/)).toBeInTheDocument();
    expect(screen.queryByText('first-amendment.jpg')).not.toBeInTheDocument();
    expect(screen.queryByText(/iframe/)).not.toBeInTheDocument();
  });

  it('renders markup in content as text, never as HTML', () => {
    render(<RichBody body={{ sections: [{ type: 'paragraph', content: '<strong>We the People</strong>' }] }} />);
    expect(screen.getByText('<strong>We the People</strong>')).toBeInTheDocument();
    expect(screen.queryByRole('strong')).not.toBeInTheDocument();
  });

  describe('product §3: no sections gives "No content available."', () => {
    it.each([
      ['null', null],
      ['undefined', undefined],
      ['no sections key', {}],
      ['an empty list', { sections: [] }],
    ])('%s', (_label, body) => {
      render(<RichBody body={body} />);
      expect(screen.getByText('No content available.')).toBeInTheDocument();
    });

    it('the Empty story', () => {
      render(<Empty />);
      expect(screen.getByText('No content available.')).toBeInTheDocument();
    });

    it('sections that cannot render (unknown types, blank or non-text content) count as none', () => {
      render(<NothingRenderable />);
      expect(screen.getByText('No content available.')).toBeInTheDocument();
    });

    it('tolerates malformed sections', () => {
      const body = { sections: [null, { type: 'paragraph', content: 42 }, { type: 'paragraph', content: 'Ratified in 1791.' }] };
      render(<RichBody body={body} />);
      expect(screen.getByText('Ratified in 1791.')).toBeInTheDocument();
      expect(screen.queryByText('No content available.')).not.toBeInTheDocument();
    });
  });

  describe('heading ids', () => {
    it('are slugs of the heading text', () => {
      render(<AllLevels />);
      expect(screen.getByRole('heading', { name: 'A Promise Made at Ratification' })).toHaveAttribute('id', 'a-promise-made-at-ratification');
      expect(screen.getByRole('heading', { name: 'Madison’s Nineteen Proposals' })).toHaveAttribute('id', 'madisons-nineteen-proposals');
    });

    it('are unique: repeats get -2, -3', () => {
      render(<RepeatedHeadings />);
      expect(screen.getAllByRole('heading', { name: 'Background' }).map((heading) => heading.id)).toEqual(['background', 'background-2']);
    });

    it('do not collide with a heading whose own slug ends in -2', () => {
      const sections = ['Amendments', 'Amendments', 'Amendments 2'].map((content) => ({ type: 'heading', level: 2, content }));
      render(<RichBody body={{ sections }} />);
      const ids = screen.getAllByRole('heading').map((heading) => heading.id);
      expect(new Set(ids).size).toBe(3);
      expect(ids.slice(0, 2)).toEqual(['amendments', 'amendments-2']);
    });

    it('are stable: the same document gives the same ids on every render', () => {
      const { unmount } = render(<RepeatedHeadings />);
      const first = screen.getAllByRole('heading').map((heading) => heading.id);
      unmount();
      render(<RepeatedHeadings />);
      expect(screen.getAllByRole('heading').map((heading) => heading.id)).toEqual(first);
    });

    it('fall back to "section" for text with no letters or digits', () => {
      expect(headingSlug('— § —')).toBe('section');
      expect(headingSlug('Éminent Domain')).toBe('eminent-domain');
    });
  });

  describe('notes tied to sources (docs/product.md §5)', () => {
    it('puts each note after the words it follows, as a numbered link to its source', () => {
      render(<WithNotes />);
      const [first] = screen.getAllByText((_text, element) => element?.tagName === 'P');
      expect(first.textContent).toBe(
        'Monroe told Congress on December 2, 1823, that the American continents were "henceforth not to be considered as subjects for future colonization by any European powers."1 Historians still debate whose idea that was.23',
      );
      expect(within(first).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#source-1', '#source-2', '#source-3']);
    });

    it('gives only the first note for a source the id the source list links back to', () => {
      render(<WithNotes />);
      const twos = screen.getAllByRole('link', { name: 'Source 2' });
      expect(twos).toHaveLength(2);
      expect(twos[0]).toHaveAttribute('id', 'note-2');
      expect(twos[1]).not.toHaveAttribute('id');
    });

    it('drops malformed notes and keeps the text whole', () => {
      const body = {
        sections: [
          { type: 'paragraph', content: 'Ratified in 1791.', notes: [{ at: 'x', source: 1 }, { at: 3, source: 0 }, { at: 99, source: 2 }, null] },
        ],
      };
      render(<RichBody body={body} noteHref={(n) => `#ref-${n}`} />);
      expect(screen.getByText(/Ratified in 1791\./).textContent).toBe('Ratified in 1791.2');
      expect(screen.getByRole('link', { name: 'Source 2' })).toHaveAttribute('href', '#ref-2');
    });
  });
});

describe('richBodyOutline (a table of contents from the body)', () => {
  it('lists headings down to level 3 with the ids RichBody renders', async () => {
    const { richBodyOutline } = await import('../../src/components/RichBody');
    const body = {
      sections: [
        { type: 'heading', level: 2, content: 'The world in 1823' },
        { type: 'paragraph', content: 'Text.' },
        { type: 'heading', level: 3, content: 'A British offer' },
        { type: 'heading', level: 4, content: 'A detail' },
        { type: 'heading', level: 2, content: 'The world in 1823' },
      ],
    };
    expect(richBodyOutline(body)).toEqual([
      { id: 'the-world-in-1823', text: 'The world in 1823', level: 2 },
      { id: 'a-british-offer', text: 'A British offer', level: 3 },
      { id: 'the-world-in-1823-2', text: 'The world in 1823', level: 2 },
    ]);
    render(<RichBody body={body} />);
    for (const item of richBodyOutline(body)) expect(document.getElementById(item.id)?.textContent).toBe(item.text);
  });
});
