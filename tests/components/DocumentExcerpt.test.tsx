import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/DocumentExcerpt.stories';
import { DocumentExcerpt } from '../../src/components/DocumentExcerpt';

const { Default, YearAndOneParagraph, WithoutDate, Empty } = composeStories(stories);

const href = 'https://www.archives.gov/milestone-documents/brown-v-board-of-education';

describe('DocumentExcerpt', () => {
  it('is a region named by its heading "From the document", then a figure', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'From the document' });
    expect(within(region).getByRole('heading', { level: 2, name: 'From the document' })).toBeInTheDocument();
    expect(within(region).getByRole('figure')).toBeInTheDocument();
  });

  it('quotes each paragraph in a blockquote that cites the source', () => {
    render(<Default />);
    const quote = screen.getByRole('blockquote');
    expect(quote).toHaveAttribute('cite', href);
    expect(within(quote).getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual([
      expect.stringMatching(/^To separate them from others/),
      expect.stringMatching(/^We conclude that in the field of public education/),
    ]);
  });

  it('splits paragraphs at blank lines only, trimming them', () => {
    render(
      <DocumentExcerpt
        title="T"
        text={'  First line\nsame paragraph.\n \nSecond.\n\n\n\nThird.  '}
        sourceHref="https://example.org/doc"
        sourceLabel="Example"
      />,
    );
    expect(within(screen.getByRole('blockquote')).getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual([
      'First line\nsame paragraph.',
      'Second.',
      'Third.',
    ]);
  });

  it('captions the figure with the title, the date and a link "Read the full text: {sourceLabel}"', () => {
    render(<Default />);
    const figure = screen.getByRole('figure');
    const caption = figure.querySelector('figcaption');
    expect(caption).toHaveTextContent('Brown v. Board of Education of Topeka, opinion of the Court, May 17, 1954');
    expect(within(figure).getByText('May 17, 1954')).toHaveAttribute('datetime', '1954-05-17');
    const link = within(figure).getByRole('link', { name: 'Read the full text: National Archives' });
    expect(link).toHaveAttribute('href', href);
    expect(caption).toContainElement(link);
  });

  it('takes another heading, a heading level and a date to the year', () => {
    render(<YearAndOneParagraph />);
    expect(screen.getByRole('region', { name: 'In their own words' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('In their own words');
    expect(screen.getByText('1896')).toHaveAttribute('datetime', '1896');
  });

  it('leaves the date out when there is none', () => {
    render(<WithoutDate />);
    expect(screen.getByRole('figure').querySelector('figcaption')?.textContent).toBe(
      'Brown v. Board of Education of Topeka, opinion of the Court Read the full text: National Archives',
    );
  });

  it('renders nothing when there is no text to quote', () => {
    render(<Empty />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(renderToString(<DocumentExcerpt title="T" text="" sourceHref="https://example.org" sourceLabel="E" />)).toBe('');
  });

  it('renders the text as text, never as markup', () => {
    render(<DocumentExcerpt title="<em>T</em>" text="<script>alert(1)</script>" sourceHref="https://example.org" sourceLabel="E" />);
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('em, script')).toBeNull();
  });
});
